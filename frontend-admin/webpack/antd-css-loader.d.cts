/** See antd-css-loader.cjs. */
declare const antdCssLoader: ((source: string) => string) & {
  /** The class the link rules are scoped to: AdminTheme's `cssVar.key`. */
  THEME_CLASS: string;
};
export = antdCssLoader;
