/**
 * The class antd gives every element of the admin theme (its `cssVar.key`), on which it sets the
 * theme's CSS variables; webpack/antd-css-loader.cjs scopes antd's prebuilt link rules to it.
 */
export const ADMIN_THEME_CLASS = 'admin-theme';
