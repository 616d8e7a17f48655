import { PGlite } from '@electric-sql/pglite';
const c = new PGlite(); await c.waitReady;
console.log((await c.query(`select now() at time zone 'Europe/Warsaw' as w, current_setting('TimeZone') tz, md5('a') m, hashtext('abc') h`)).rows);
let t=Date.now();
await c.query(`create table t(id serial primary key, a text, b jsonb, c timestamptz)`);
await c.query(`insert into t(a,b,c) select md5(g::text), jsonb_build_array(jsonb_build_object('id',g)), now() - (g||' seconds')::interval from generate_series(1,100000) g`);
console.log(Date.now()-t);
