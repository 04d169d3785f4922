/**
 * validate-component-usage on the real 29-package catalog, whose package `sigil` declares 64
 * custom elements: snippets a reviewer would write, correct ones that must stay clean and wrong
 * ones that must give exactly the findings the reviewer expects, in plain HTML, Lit and Vue.
 *
 * @module
 */
import assert from "node:assert/strict";
import type { BundledData } from "../mod.ts";
import { HAS_REAL_CORPUS, loadRealCorpus, REAL_CORPUS_NOTE } from "./_corpus.ts";
import { connectInMemory, type TestClient } from "./_mcp_client.ts";
import { findingLines } from "./_usage_check.ts";

/** The findings as a reviewer states them: kind, tag, attribute and suggestion. */
function findings(c: TestClient, html: string): Promise<string[]> {
  return findingLines(c, html, { positions: false });
}

const CLEAN: Record<string, string> = {
  "a card with media, header, body and footer": `
<sg-card variant="flat" padding="lg" elevation="2" interactive>
  <img slot="media" src="/cover.png" alt="">
  <h3 slot="header">Pro plan</h3>
  <p>Everything in the free tier, and more.</p>
  <div slot="footer">
    <sg-button variant="outline" color="secondary" size="sm">Cancel</sg-button>
    <sg-button color="primary" size="sm" type="submit">Upgrade</sg-button>
  </div>
</sg-card>`,
  "tabs with items and panels": `
<sg-tabs value="overview" variant="flat" color="primary">
  <sg-tab-item slot="tabs" value="overview">Overview</sg-tab-item>
  <sg-tab-item slot="tabs" value="settings" disabled>Settings</sg-tab-item>
  <sg-tab-panel value="overview" padding="md"><p>Overview content</p></sg-tab-panel>
  <sg-tab-panel value="settings"><p>Settings content</p></sg-tab-panel>
</sg-tabs>`,
  "a sign-up form": `
<sg-form validate-on="blur" novalidate>
  <sg-input type="email" name="email" label="Email" label-placement="outside" required>
    <sg-icon slot="prefix" name="mail" size="18" aria-hidden="true"></sg-icon>
  </sg-input>
  <sg-input type="password" name="password" label="Password" helper="8 characters or more"></sg-input>
  <sg-select label="Role" name="role" value="viewer" placeholder="Pick one">
    <optgroup label="Staff"><option value="admin">Admin</option></optgroup>
    <option value="viewer">Viewer</option>
  </sg-select>
  <sg-checkbox name="terms" value="yes" checked>I accept the terms</sg-checkbox>
  <sg-switch name="news" color="success">Newsletter</sg-switch>
  <sg-textarea name="bio" rows="4" maxlength="200" auto-resize resize="vertical"></sg-textarea>
  <sg-button type="submit" color="primary" fullwidth>Create account</sg-button>
</sg-form>`,
  "a Lit confirmation dialog": `
<sg-dialog ?open=\${this.open} label="Confirm" size="sm" backdrop="blur"
  @close=\${() => (this.open = false)}>
  <span slot="header">Delete \${this.file.name}?</span>
  <p>This cannot be undone.</p>
  <div slot="footer">
    <sg-button variant="ghost" @click=\${this.cancel}>Cancel</sg-button>
    <sg-button color="error" ?loading=\${this.busy} .disabled=\${!this.file}
      @click=\${() => this.remove(this.file)}>Delete</sg-button>
  </div>
</sg-dialog>`,
  "a Lit data grid fed through properties": `
<sg-datagrid label="Users" selection-mode="multi" page-size="20" striped searchable
  .columns=\${this.columns} .rows=\${this.rows}
  @sort-change=\${(e) => this.sort(e.detail)} @selection-change=\${this.select}></sg-datagrid>`,
  "a Vue select and removable chips": `
<sg-select label="Role" :value="role" @change="role = $event.detail.value" :disabled="!canEdit"
  size="md" :color="'primary'" v-bind:label-placement="'outside'">
  <option v-for="r in roles" :key="r.id" :value="r.id">{{ r.name }}</option>
</sg-select>
<sg-chip v-for="tag in tags" :key="tag" mode="removable" color="primary"
  @remove.stop="drop(tag)">{{ tag }}</sg-chip>
<sg-accordion :selectionMode="mode" :items="sections"></sg-accordion>`,
  "an accordion": `
<sg-accordion selection-mode="multiple" variant="bordered" @expand=\${h}>
  <sg-accordion-item expanded>
    <sg-icon slot="prefix" name="info"></sg-icon>
    <span slot="title">Shipping</span>
    <span slot="subtitle">3-5 days</span>
    Free above 50 €.
  </sg-accordion-item>
</sg-accordion>`,
  "a navbar and a sidebar": `
<sg-navbar sticky variant="frost" elevation="1">
  <a slot="logo" href="/">Acme</a>
  <sg-navbar-item slot="start" href="/docs" active>Docs</sg-navbar-item>
  <sg-button slot="end" size="sm">Sign in</sg-button>
</sg-navbar>
<sg-sidebar collapsible variant="inset" label="Main">
  <strong slot="header">Workspace</strong>
  <sg-sidebar-group label="Projects" collapsible default-open>
    <sg-icon slot="icon" name="folder"></sg-icon>
    <sg-sidebar-item href="/p/1" active><sg-icon slot="icon" name="file"></sg-icon>Alpha</sg-sidebar-item>
  </sg-sidebar-group>
  <small slot="footer">v2.1</small>
</sg-sidebar>`,
  "alerts, badges and avatars": `
<sg-alert color="warning" variant="flat" heading="Heads up" dismissible accented
  onDismiss="hide()">
  Your trial ends soon.
  <sg-button slot="actions" size="sm" variant="text">Upgrade</sg-button>
</sg-alert>
<sg-badge count="5" max="9" color="error"><sg-button variant="ghost" icon-only aria-label="Inbox">
  <sg-icon name="inbox"></sg-icon></sg-button></sg-badge>
<sg-avatar-group max="3">
  <sg-avatar src="/a.png" alt="Ann" size="sm" status="online"></sg-avatar>
  <sg-avatar initials="BK" color="secondary" rounded="full"></sg-avatar>
</sg-avatar-group>`,
  "menus, tooltips and popovers": `
<sg-menu placement="bottom-end" @select=\${this.pick}>
  <sg-button slot="trigger" variant="ghost">Options</sg-button>
  <sg-menu-item value="edit"><sg-icon slot="icon" name="pencil"></sg-icon>Edit</sg-menu-item>
  <sg-menu-separator></sg-menu-separator>
  <sg-menu-item type="checkbox" value="pin" checked>Pinned</sg-menu-item>
</sg-menu>
<sg-tooltip content="Copies the link" placement="bottom" trigger="focus">
  <sg-button icon-only aria-label="Copy"><sg-icon name="copy"></sg-icon></sg-button>
</sg-tooltip>
<sg-popover trigger="click" placement="top">
  <sg-button>Details</sg-button>
  <div slot="content">More about it.</div>
</sg-popover>`,
  "a table and a grid": `
<sg-table striped bordered density="compact" caption="Invoices">
  <sg-tr head><sg-th scope="col">Number</sg-th><sg-th scope="col">Total</sg-th></sg-tr>
  <sg-tr><sg-td>INV-1</sg-td><sg-td colspan="1">20 €</sg-td></sg-tr>
</sg-table>
<sg-grid cols="12" gap="md" responsive>
  <sg-grid-item col-span="full" align="center"><sg-text variant="heading" as="h2">Title</sg-text></sg-grid-item>
</sg-grid>`,
};

/** Wrong snippets and exactly what a reviewer expects of each. */
const WRONG: [string, string[]][] = [
  ['<sg-button variant="primary">Save</sg-button>', ["invalid-value <sg-button> variant"]],
  ['<sg-button colour="primary">Save</sg-button>', [
    "unknown-attribute <sg-button> colour -> color",
  ]],
  ['<sg-button disabled="false">Save</sg-button>', ["boolean-false <sg-button> disabled"]],
  ["<sg-buton>Save</sg-buton>", ["unknown-element <sg-buton> -> sg-button"]],
  ['<sg-card><div slot="heading">Title</div></sg-card>', [
    "unknown-slot <sg-card> slot",
  ]],
  ['<sg-input label="Name" @chnage=${this.onChange}></sg-input>', [
    "unknown-event <sg-input> @chnage -> change",
  ]],
  ['<sg-dialog size="medium" open>Hi</sg-dialog>', ["invalid-value <sg-dialog> size"]],
  ['<sg-alert :varient="kind">Saved</sg-alert>', [
    "unknown-attribute <sg-alert> :varient -> variant",
  ]],
  ['<sg-input .lable=${"Name"}></sg-input>', ["unknown-attribute <sg-input> .lable -> label"]],
  [
    '<sg-tabs value="a"><sg-tab-item slot="tab" value="a">A</sg-tab-item></sg-tabs>',
    ["unknown-slot <sg-tabs> slot -> tabs"],
  ],
  ['<sg-checkbox checked="false" required>Terms</sg-checkbox>', [
    "boolean-false <sg-checkbox> checked",
    "unknown-attribute <sg-checkbox> required",
  ]],
  ['<sg-tooltip content="Hi" placement="top-start"><span>?</span></sg-tooltip>', [
    "invalid-value <sg-tooltip> placement -> top",
  ]],
  ['<sg-accordion selection-mode="multi"></sg-accordion>', [
    "invalid-value <sg-accordion> selection-mode -> multiple",
  ]],
  ['<sg-drawer placement="bottom" open></sg-drawer>', ["invalid-value <sg-drawer> placement"]],
  ['<sg-dialog @close-dialog="onClose"></sg-dialog>', [
    "unknown-event <sg-dialog> @close-dialog -> close",
  ]],
  ['<sg-avatar size="xl" initials="AB"></sg-avatar>', ["invalid-value <sg-avatar> size"]],
  ['<sg-switch onchnage="save()">Wi-Fi</sg-switch>', [
    "unknown-event <sg-switch> onchnage -> change",
  ]],
  ['<sg-navbar><a slot="brand" href="/">Acme</a></sg-navbar>', ["unknown-slot <sg-navbar> slot"]],
  ['<sg-sidebar-item icon="home" href="/">Home</sg-sidebar-item>', [
    "unknown-attribute <sg-sidebar-item> icon",
  ]],
  ['<sg-select label="Size" :size="\'large\'"></sg-select>', [
    "invalid-value <sg-select> :size",
  ]],
  ['<sg-chip :selection-mode="mode" :lable="name">x</sg-chip>', [
    "unknown-attribute <sg-chip> :selection-mode -> mode",
    "unknown-attribute <sg-chip> :lable -> label",
  ]],
  ['<sg-grid cols="12"><sg-grid-item colspan="6">A</sg-grid-item></sg-grid>', [
    "unknown-attribute <sg-grid-item> colspan -> col-span",
  ]],
  ['<sg-button ?disabeld=${!valid} variant="solid" color="primery">Go</sg-button>', [
    "unknown-attribute <sg-button> ?disabeld -> disabled",
    "invalid-value <sg-button> color -> primary",
  ]],
];

/**
 * The manifest's own demos disagree with its declarations in these places (a tag it does not
 * declare, values outside a union, attributes it does not list); each is what a reviewer
 * reading the manifest would flag.
 */
const DEMO_FINDINGS = [
  "invalid-value <sg-tab-panel> padding",
  "invalid-value <sg-tabs> variant",
  "invalid-value <sg-tooltip> trigger -> hover",
  "unknown-attribute <sg-checkbox> required",
  "unknown-attribute <sg-date-picker> selection-mode",
  "unknown-attribute <sg-file-input> color",
  "unknown-attribute <sg-file-input> label",
  "unknown-attribute <sg-file-input> variant",
  "unknown-attribute <sg-radio-group> color",
  "unknown-attribute <sg-sidebar> responsive",
  "unknown-element <sg-carousel-slide> -> sg-carousel",
];

let corpus: BundledData | undefined;
function realCatalog(): BundledData {
  return corpus ??= loadRealCorpus();
}

Deno.test({
  name: `correct sigil markup in HTML, Lit and Vue stays clean ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: async () => {
    await using c = await connectInMemory(realCatalog());
    for (const [name, html] of Object.entries(CLEAN)) {
      assert.deepEqual(await findings(c, html), [], name);
    }
  },
});

Deno.test({
  name: `wrong sigil markup gives exactly the findings a reviewer expects ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: async () => {
    await using c = await connectInMemory(realCatalog());
    for (const [html, expected] of WRONG) {
      assert.deepEqual(await findings(c, html), expected, html);
    }
  },
});

Deno.test({
  name:
    `the manifest's demos are clean but where they contradict its declarations ${REAL_CORPUS_NOTE}`,
  ignore: !HAS_REAL_CORPUS,
  fn: async () => {
    await using c = await connectInMemory(realCatalog());
    const found = new Set<string>();
    let demos = 0;
    for (const pkg of realCatalog().packages) {
      for (const declaration of pkg.components) {
        for (const demo of (declaration.demos ?? []) as { description?: string }[]) {
          const blocks = (demo.description ?? "").split("```").filter((_, i) => i % 2 === 1);
          for (const block of blocks.filter((b) => b.startsWith("html\n"))) {
            demos++;
            for (const finding of await findings(c, block.slice(5))) found.add(finding);
          }
        }
      }
    }
    assert.equal(demos, 62);
    assert.deepEqual([...found].sort(), DEMO_FINDINGS);
  },
});
