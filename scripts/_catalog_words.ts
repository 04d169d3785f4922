/**
 * Word supply for generated catalogs: a ranked vocabulary (common English first, then
 * programming terms, then invented words) drawn with Zipf-like frequencies, which is roughly
 * how words are spread over real documentation. A few words dominate, most are rare; that mix
 * is what a search benchmark has to face.
 *
 * @module
 */
import type { Prng } from "./_prng.ts";

const COMMON = (
  "the a to of and in is for with this that you it on as be by are or can from when an each " +
  "if not your its which all will use set new one two more than only also any but into how " +
  "returns value values default option options call called calls so then use used using " +
  "first last same other every some most both see note example examples instead without"
).split(" ");

const TECHNICAL = (
  "component element event events state store signal effect render renders template style " +
  "theme color token tokens layout grid flex stack panel dialog modal drawer popover tooltip " +
  "menu button input select checkbox radio switch slider range date time picker calendar " +
  "form field fields validation validator schema rule rules error errors message locale " +
  "format parse parser number currency string array object map list item items table row " +
  "column cell sort filter search query cache request response fetch client server route " +
  "router path params handler middleware stream buffer queue worker task tasks schedule " +
  "timer retry timeout abort promise async sync callback listener subscribe observer " +
  "emitter channel key keys id index size width height offset scroll virtual viewport " +
  "focus keyboard pointer gesture drag drop resize animation transition motion frame " +
  "canvas chart axis series tick label legend icon image upload file files storage " +
  "session cookie token auth user permission role config plugin adapter driver factory " +
  "builder context provider hook hooks directive module bundle build test mock snapshot"
).split(" ");

const SYLLABLES = (
  "ka lo mi ver ton zel dra qui pex bor nu sha tri gon fal ros mek vin dal sor lum bri cas " +
  "tel gar fen pol ark zu ren mol tis vex hal dor kim pra sel nov jun wes tor bel cor ami"
).split(" ");

/** Words outside ASCII, as documentation in other languages and names with accents have. */
const NON_ASCII = (
  "café naïve façade señal größe über résumé déjà œuvre ﬁle ﬂow σύνολο λίστα κόμβος Σύνδεση " +
  "データ 設定 表示 компонент значение ИМЯ ½ → ← ✓ © 😀 𐐀𐐁 ß ǅ İstanbul"
).split(" ");

/** Options of {@link WordSupply}. */
export interface WordSupplyOptions {
  /** Invented words in the long tail of the vocabulary; 6000 by default. */
  invented?: number;
  /** The Zipf exponent word frequencies follow; 1 by default. */
  zipf?: number;
}

/** Draws words with Zipf-like frequencies and hands out invented words for names. */
export class WordSupply {
  readonly #prng: Prng;
  readonly #ranked: readonly string[];
  readonly #cumulative: Float64Array;
  readonly #invented: readonly string[];

  /**
   * @param prng The generator every draw comes from.
   * @param options The size of the vocabulary and how steeply its words repeat.
   */
  constructor(prng: Prng, { invented: inventedWords = 6000, zipf = 1 }: WordSupplyOptions = {}) {
    this.#prng = prng;
    const invented = new Set<string>();
    while (invented.size < inventedWords) {
      const parts = prng.between(2, 4);
      let word = "";
      for (let i = 0; i < parts; i++) word += prng.pick(SYLLABLES);
      invented.add(word);
    }
    this.#invented = [...invented];
    this.#ranked = [...COMMON, ...TECHNICAL, ...this.#invented];
    this.#cumulative = new Float64Array(this.#ranked.length);
    let total = 0;
    this.#ranked.forEach((_, rank) => {
      total += zipf === 1 ? 1 / (rank + 2) : (rank + 2) ** -zipf;
      this.#cumulative[rank] = total;
    });
  }

  /** A word at its corpus frequency. */
  word(): string {
    const target = this.#prng.next() * this.#cumulative[this.#cumulative.length - 1]!;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return this.#ranked[low]!;
  }

  /** A programming term, uniformly. */
  technical(): string {
    return this.#prng.pick(TECHNICAL);
  }

  /** An invented word, uniformly: rare words that name things. */
  invented(): string {
    return this.#prng.pick(this.#invented);
  }

  /** A word with characters outside ASCII, uniformly. */
  nonAscii(): string {
    return this.#prng.pick(NON_ASCII);
  }
}
