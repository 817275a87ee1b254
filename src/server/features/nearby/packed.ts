import { endianness } from 'node:os';

/**
 * The gazetteer's columns as one file of bytes (decision 034, "Packed at build time"): `npm run
 * build` writes them, and the server reads the file and makes typed arrays over its bytes, with
 * no object or string per place. Layout: "SWPK", the format's version (uint32 LE), the header's
 * length (uint32 LE), the header (JSON: what it holds, its small tables, where each column is),
 * then each column's bytes, each starting at a multiple of 8.
 */

const MAGIC = 'SWPK';
/** Raised whenever the layout or what a column means changes: an older file is then not read. */
const FORMAT_VERSION = 1;
const ALIGN = 8;

const ARRAY_TYPES = {
  Int32Array,
  Uint32Array,
  Uint16Array,
  Uint8Array,
  Float32Array,
} as const;
type ArrayTypeName = keyof typeof ARRAY_TYPES;
export type Column = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array;

interface Header<Meta> {
  kind: string;
  endianness: string;
  meta: Meta;
  /** Each column's type, where its bytes start and how many items it has. */
  columns: Record<string, [ArrayTypeName, number, number]>;
}

const typeName = (column: Column): ArrayTypeName => {
  // By `instanceof`, so a Buffer (a Uint8Array) is one too.
  for (const [name, type] of Object.entries(ARRAY_TYPES)) {
    if (column instanceof type) return name as ArrayTypeName;
  }
  throw new Error(`not a column type: ${column.constructor.name}`);
};
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/** Columns and a small JSON-able `meta` (tables, counts) as one file's bytes. */
export function packColumns<Meta>(
  kind: string,
  meta: Meta,
  columns: Record<string, Column>,
): Buffer {
  const header: Header<Meta> = { kind, endianness: endianness(), meta, columns: {} };
  // The columns' offsets are known once the header's length is, which depends on them: laid
  // out from a start that leaves room for the header with generous offsets, then written.
  const placeholder = Buffer.byteLength(JSON.stringify({ ...header, columns: {} }));
  let offset = aligned(12 + placeholder + Object.keys(columns).length * 64);
  for (const [name, column] of Object.entries(columns)) {
    header.columns[name] = [typeName(column), offset, column.length];
    offset = aligned(offset + column.byteLength);
  }
  const headerBytes = Buffer.from(JSON.stringify(header));
  const start = header.columns[Object.keys(columns)[0]!]?.[1] ?? offset;
  if (12 + headerBytes.length > start) throw new Error('packed header larger than its room');
  const file = Buffer.alloc(offset);
  file.write(MAGIC, 0, 'latin1');
  file.writeUInt32LE(FORMAT_VERSION, 4);
  file.writeUInt32LE(headerBytes.length, 8);
  headerBytes.copy(file, 12);
  for (const [name, column] of Object.entries(columns)) {
    const bytes = new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
    file.set(bytes, header.columns[name]![1]);
  }
  return file;
}

/**
 * The columns of a packed file as typed arrays over its bytes (no copy), or undefined when the
 * file is of another kind, format version or byte order than this code writes.
 */
export function unpackColumns<Meta>(
  kind: string,
  file: Uint8Array,
): { meta: Meta; columns: Record<string, Column> } | undefined {
  if (file.length < 12) return undefined;
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.toString('latin1', 0, 4) !== MAGIC || bytes.readUInt32LE(4) !== FORMAT_VERSION)
    return undefined;
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + bytes.readUInt32LE(8))) as Header<Meta>;
  if (header.kind !== kind || header.endianness !== endianness()) return undefined;
  // Typed arrays need their start aligned; a file read whole into its own buffer is at 0.
  const whole = file.byteOffset % ALIGN === 0 ? file : new Uint8Array(file);
  const buffer = whole.buffer as ArrayBuffer;
  const columns: Record<string, Column> = {};
  for (const [name, [type, offset, length]] of Object.entries(header.columns)) {
    columns[name] = new ARRAY_TYPES[type](buffer, whole.byteOffset + offset, length);
  }
  return { meta: header.meta, columns };
}

/**
 * Many short strings as their UTF-8 bytes and where each ends: a few bytes each, outside the
 * JavaScript heap, each decoded when read.
 */
export class PackedStrings {
  readonly bytes: Buffer;
  readonly ends: Uint32Array;

  constructor(bytes: Uint8Array, ends: Uint32Array) {
    this.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.ends = ends;
  }

  /** `count` strings made one at a time by `item`, never all held at once. */
  static of(count: number, item: (i: number) => string): PackedStrings {
    const ends = new Uint32Array(count);
    // Encoded a few thousand at a time: the pieces are short-lived, then joined once.
    const pieces: Buffer[] = [];
    let end = 0;
    for (let from = 0; from < count; from += PIECE) {
      const piece: string[] = [];
      for (let i = from; i < Math.min(count, from + PIECE); i++) {
        const text = item(i);
        end += Buffer.byteLength(text);
        ends[i] = end;
        piece.push(text);
      }
      pieces.push(Buffer.from(piece.join('')));
    }
    return new PackedStrings(Buffer.concat(pieces, end), ends);
  }

  static from(items: readonly string[]): PackedStrings {
    return PackedStrings.of(items.length, (i) => items[i]!);
  }

  get length() {
    return this.ends.length;
  }

  at(i: number): string {
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }

  /** Its two columns, named `name` and `nameEnds`, for `packColumns`. */
  columns(name: string): Record<string, Column> {
    return { [name]: this.bytes, [`${name}Ends`]: this.ends };
  }

  /** The strings `columns(name)` packed. */
  static unpacked(columns: Record<string, Column>, name: string): PackedStrings {
    return new PackedStrings(columns[name] as Uint8Array, columns[`${name}Ends`] as Uint32Array);
  }
}
const PIECE = 4096;
