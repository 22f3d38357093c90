// Webpack loader for antd's prebuilt stylesheet (antd/dist/antd.css), which the admin loads instead
// of having every component generate its styles at run time (AdminTheme: `zeroRuntime`;
// docs/architecture.md, "antd's styles").
//
// At run time antd scopes its styles to its own elements and puts them first on the page, below every
// other stylesheet. The prebuilt file differs in two ways, both undone here:
// - its link rules (`a`, `a:hover`, …) are global. They are scoped to the admin theme's elements
//   (`:where(.admin-theme)`, AdminTheme's `cssVar.key`), as the run-time rules are to antd's, and put
//   in a cascade layer, so the shell's own link colour still wins as it did; left global they would
//   restyle the public site's links once the admin had been opened.
// - it declares the default theme's CSS variables on classes of its own build (`.css-var-…`), which no
//   element here carries: the admin theme's variables are set at run time. They are dropped, with the
//   build's `.data-ant-cssinjs-cache-path` marker.
const postcss = require('postcss');

/** The class AdminTheme's ConfigProvider gives antd's elements (its `cssVar.key`; theme-class.ts). */
const THEME_CLASS = 'admin-theme';
const ANTD_ELEMENT = /\.ant(icon)?-/;
const LINK = /^a(?=$|[:[])/;

function antdCssLoader(source) {
  const root = postcss.parse(source);
  const links = postcss.atRule({ name: 'layer', params: 'antd-links' });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    if (rule.selectors.every((selector) => ANTD_ELEMENT.test(selector))) return;
    if (rule.parent === root && rule.selectors.every((selector) => LINK.test(selector))) {
      rule.selectors = rule.selectors.map((selector) => `:where(.${THEME_CLASS}) ${selector}`);
      links.append(rule.remove());
    } else rule.remove();
  });
  if (links.nodes?.length) root.prepend(links);
  return root.toString();
}

module.exports = antdCssLoader;
module.exports.THEME_CLASS = THEME_CLASS;
