/**
 * The parts of `deno doc --json` output (format version 2) that symbol extraction reads. Deno's
 * doc engine defines the format; only the fields used here are declared, and every field the
 * engine may leave out is optional.
 *
 * @module
 */

/** The whole output: one document per module given on the command line, keyed by file URL. */
export interface DocOutput {
  version: number;
  nodes: Record<string, DocModule>;
}

/** What one module exports. */
export interface DocModule {
  symbols?: DocSymbol[];
}

/** A name and every declaration behind it (overloads, merged declarations). */
export interface DocSymbol {
  name: string;
  isDefault?: boolean;
  declarations: DocDeclaration[];
}

/** A position in a source file; `line` and `col` count from 0. */
export interface DocLocation {
  filename: string;
  line: number;
  col: number;
}

/** `private` is a declaration that is not exported but that exported ones refer to. */
export type DeclarationVisibility = "private" | "declare" | "export";

interface DeclarationBase {
  location: DocLocation;
  declarationKind: DeclarationVisibility;
  jsDoc?: JsDoc;
}

/** One declaration, by kind. */
export type DocDeclaration =
  | DeclarationBase & { kind: "function"; def: FunctionDef }
  | DeclarationBase & { kind: "variable"; def: VariableDef }
  | DeclarationBase & { kind: "class"; def: ClassDef }
  | DeclarationBase & { kind: "interface"; def: InterfaceDef }
  | DeclarationBase & { kind: "typeAlias"; def: TypeAliasDef }
  | DeclarationBase & { kind: "enum"; def: EnumDef }
  | DeclarationBase & { kind: "namespace"; def: NamespaceDef }
  | DeclarationBase & { kind: "reference"; def: { target: DocLocation } };

/** A declaration's documentation comment. */
export interface JsDoc {
  doc?: string;
  tags?: JsDocTag[];
}

/**
 * One JSDoc tag. The engine knows a fixed set of kinds, each with its own fields; a tag it does
 * not know comes as `unsupported` with the whole text in `value`.
 */
export interface JsDocTag {
  kind: string;
  name?: string;
  doc?: string;
  value?: string;
  tsType?: TsType;
  optional?: boolean;
  default?: string;
  tags?: string[];
  priority?: number;
}

export interface FunctionDef {
  defName?: string;
  params: Param[];
  returnType?: TsType;
  hasBody?: boolean;
  isAsync?: boolean;
  isGenerator?: boolean;
  typeParams?: TypeParam[];
}

export interface VariableDef {
  tsType?: TsType;
  kind: "var" | "let" | "const";
}

export type Accessibility = "public" | "protected" | "private";

export interface ClassDef {
  defName?: string;
  isAbstract?: boolean;
  constructors?: ClassConstructor[];
  properties?: ClassProperty[];
  indexSignatures?: IndexSignature[];
  methods?: ClassMethod[];
  extends?: string;
  implements?: TsType[];
  typeParams?: TypeParam[];
  superTypeParams?: TsType[];
}

export interface ClassConstructor {
  jsDoc?: JsDoc;
  accessibility?: Accessibility;
  hasBody?: boolean;
  params: ConstructorParam[];
  location: DocLocation;
}

/** A constructor parameter, which may declare a property (`constructor(private a: T)`). */
export type ConstructorParam = Param & {
  accessibility?: Accessibility;
  isOverride?: boolean;
  readonly?: boolean;
};

interface ClassMemberModifiers {
  jsDoc?: JsDoc;
  accessibility?: Accessibility;
  optional?: boolean;
  isAbstract?: boolean;
  isStatic?: boolean;
  isOverride?: boolean;
  location: DocLocation;
}

export interface ClassProperty extends ClassMemberModifiers {
  name: string;
  tsType?: TsType;
  readonly?: boolean;
}

export interface ClassMethod extends ClassMemberModifiers {
  name: string;
  kind: MethodKind;
  functionDef: FunctionDef;
}

export type MethodKind = "method" | "getter" | "setter";

/** Members shared by interfaces and type literals. */
export interface ObjectTypeMembers {
  constructors?: SignatureMember[];
  methods?: MethodMember[];
  properties?: PropertyMember[];
  callSignatures?: CallSignature[];
  indexSignatures?: IndexSignature[];
}

export interface InterfaceDef extends ObjectTypeMembers {
  defName?: string;
  extends?: TsType[];
  typeParams?: TypeParam[];
}

/** A construct signature (`new (a: T): U`) of an interface or type literal. */
export interface SignatureMember {
  jsDoc?: JsDoc;
  params: Param[];
  returnType?: TsType;
  typeParams?: TypeParam[];
  location?: DocLocation;
}

export interface MethodMember extends SignatureMember {
  name: string;
  kind: MethodKind;
  computed?: boolean;
  optional?: boolean;
}

export interface PropertyMember {
  name: string;
  jsDoc?: JsDoc;
  readonly?: boolean;
  computed?: boolean;
  optional?: boolean;
  tsType?: TsType;
  location?: DocLocation;
}

export interface CallSignature {
  jsDoc?: JsDoc;
  params: Param[];
  tsType?: TsType;
  typeParams?: TypeParam[];
  location?: DocLocation;
}

export interface IndexSignature {
  jsDoc?: JsDoc;
  readonly?: boolean;
  params: Param[];
  tsType?: TsType;
  location?: DocLocation;
}

export interface TypeAliasDef {
  tsType: TsType;
  typeParams?: TypeParam[];
}

export interface EnumDef {
  members: { name: string; init?: TsType; jsDoc?: JsDoc; location: DocLocation }[];
}

export interface NamespaceDef {
  elements: DocSymbol[];
}

export interface TypeParam {
  name: string;
  constraint?: TsType;
  default?: TsType;
}

/** A parameter, or a part of a destructuring pattern. */
export type Param =
  & { tsType?: TsType }
  & (
    | { kind: "identifier"; name: string; optional?: boolean }
    | { kind: "assign"; left: Param; right: string }
    | { kind: "rest"; arg: Param }
    | { kind: "array"; elements: (Param | null)[]; optional?: boolean }
    | { kind: "object"; props: ObjectPatternProp[]; optional?: boolean }
  );

export type ObjectPatternProp =
  | { kind: "assign"; key: string; value?: string | null }
  | { kind: "keyValue"; key: string; value: Param }
  | { kind: "rest"; arg: Param };

/** A literal type: a string, number, bigint, boolean or template literal. */
export interface LiteralType {
  kind: "string" | "number" | "bigInt" | "boolean" | "template";
  string?: string;
  number?: number;
  boolean?: boolean;
  /** Template literals: text and types alternate, starting and ending with text. */
  tsTypes?: TsType[];
}

/** A type, by kind; `repr` is a display form the printer does not rely on. */
export type TsType =
  & { repr?: string }
  & (
    | { kind: "keyword"; value: string }
    | { kind: "literal"; value: LiteralType }
    | { kind: "typeRef"; value: { typeName: string; typeParams?: TsType[] } }
    | { kind: "union" | "intersection" | "tuple"; value: TsType[] }
    | { kind: "array" | "parenthesized" | "rest" | "optional"; value: TsType }
    | { kind: "typeOperator"; value: { operator: string; tsType: TsType } }
    | { kind: "typeQuery"; value: string }
    | { kind: "this" }
    | { kind: "fnOrConstructor"; value: FnOrConstructorType }
    | { kind: "conditional"; value: ConditionalType }
    | { kind: "infer"; value: { typeParam: TypeParam } }
    | { kind: "indexedAccess"; value: { objType: TsType; indexType: TsType; readonly?: boolean } }
    | { kind: "mapped"; value: MappedType }
    | { kind: "typeLiteral"; value: ObjectTypeMembers }
    | { kind: "typePredicate"; value: TypePredicate }
    | {
      kind: "importType";
      value: { specifier: string; qualifier?: string; typeParams?: TsType[] };
    }
    | { kind: "unsupported" }
  );

export interface FnOrConstructorType {
  constructor: boolean;
  tsType: TsType;
  params: Param[];
  typeParams?: TypeParam[];
}

export interface ConditionalType {
  checkType: TsType;
  extendsType: TsType;
  trueType: TsType;
  falseType: TsType;
}

/** `true` means the modifier as written; `+` and `-` add or remove it. */
export type ModifierChange = true | "+" | "-";

export interface MappedType {
  readonly?: ModifierChange;
  typeParam: TypeParam;
  nameType?: TsType;
  optional?: ModifierChange;
  tsType?: TsType;
}

export interface TypePredicate {
  asserts?: boolean;
  param: { type: "this" } | { type: "identifier"; name: string };
  type?: TsType;
}
