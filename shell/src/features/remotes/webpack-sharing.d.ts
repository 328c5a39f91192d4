// What webpack defines in a build with module federation's sharing (the shell's): the share scope
// a remote's container joins when it is initialised.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;
