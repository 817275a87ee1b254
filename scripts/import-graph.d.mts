import type ts from 'typescript';

/** A dynamic `import()` of a module: the file it loads, the call, and the file it is written in. */
export interface OnDemandSite {
  target: string;
  node: ts.CallExpression;
  source: ts.SourceFile;
}

export declare function importsOf(file: string): { loaded: string[]; onDemand: OnDemandSite[] };
export declare function closureOf(starts: string[], options?: { onDemand?: boolean }): string[];
export declare const firstPaintStarts: string[];
export declare function firstPaintFiles(root: string): string[];
