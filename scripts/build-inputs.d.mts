export declare const stampPath: (root: string) => string;
export declare function fingerprintBuildInputs(root: string): string;
export declare function isBuildCurrent(root: string, fingerprint?: string): boolean;
