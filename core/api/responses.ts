// Every API answer shape, declared once in core/api/ (one file per resource) so the worker that
// sends them and the site that reads them cannot drift; import from here or from the resource file.
export type * from './admin';
export type * from './contributions';
export type * from './investor';
export type * from './ledger';
export type * from './sale';
