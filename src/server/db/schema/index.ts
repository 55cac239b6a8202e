// The whole schema, for Drizzle's client and drizzle-kit. Modules import the table files directly.
export * from './audit.ts';
export * from './auth.ts';
export * from './crm.ts';
export * from './customers.ts';
export * from './loyalty.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './products.ts';
export * from './sales.ts';
export * from './stats.ts';
export * from './stores.ts';
export * from './tasks.ts';
