// rspack loader (after SWC): gives every styled component a componentId made from its file and its place
// in that file, the way the styled-components Babel/SWC plugins do. Without it styled-components numbers
// components in the order their modules run, which differs between the server render (one bundle, every
// page) and the browser (the shell, then a remote's chunks, some modules twice), so the server's class
// names would not be the browser's and hydration would not match (shell/src/server/render.tsx).
const { createHash } = require('node:crypto');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
// `styled.div`, `styled(Link)`, `styled(Button).attrs(...)`: the factory, not yet called with its template.
const FACTORY = /\bstyled(?:\.[A-Za-z][A-Za-z0-9]*|\((?:[^()]|\([^()]*\))*\))(?!\.withConfig)/g;

module.exports = function styledComponentIds(source) {
  if (!source.includes('styled-components')) return source;
  const file = path.relative(ROOT, this.resourcePath).split(path.sep).join('/');
  const prefix = `sc-${createHash('sha1').update(file).digest('base64url').slice(0, 6).replace(/[-_]/g, 'x')}`;
  let index = 0;
  return source.replace(FACTORY, (factory, offset) => {
    // An import or a property named `styled` is not a factory.
    if (offset > 0 && source[offset - 1] === '.') return factory;
    index += 1;
    return `${factory}.withConfig({ componentId: "${prefix}-${index}" })`;
  });
};
