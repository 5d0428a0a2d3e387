// Marks a CommonJS build folder so Node reads its .js files as CommonJS inside a "type": "module" package.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

writeFileSync(join(process.argv[2], 'package.json'), '{ "type": "commonjs" }\n');
