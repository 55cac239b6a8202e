// Loaded with `node --import` by bench/rls.ts only: the server it starts runs on PostgreSQL without
// row-level security (no SET ROLE, no scope settings), the baseline of decision 030. Nothing in
// the environment or the configuration can do this; the production build does not contain this file.
globalThis[Symbol.for('fidelizaloja.benchWithoutRowLevelSecurity')] = true;
