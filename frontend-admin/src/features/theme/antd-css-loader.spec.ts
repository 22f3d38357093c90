import { describe, expect, it } from '@jest/globals';
import antdCssLoader from '../../../webpack/antd-css-loader.cjs';
import { ADMIN_THEME_CLASS } from './theme-class';

describe("antd's prebuilt stylesheet, as the admin loads it", () => {
  it("keeps every rule of antd's own elements, and its animations, as they are", () => {
    const css =
      '.ant-btn{color:var(--ant-color-text);}.ant-table-wrapper .ant-table-row:hover>td{background:#fafafa;}' +
      '.anticon-spin::before{display:inline-block;}@keyframes antSpinMove{to{opacity:1;}}' +
      '@media (max-width:575px){.ant-form-item .ant-form-item-label{padding:0;}}';
    expect(antdCssLoader(css)).toBe(css);
  });

  it("scopes the global link rules to the admin theme's elements, below every stylesheet of the site", () => {
    const css =
      'a{color:var(--ant-color-link);}a:hover,a:focus{text-decoration:none;}.ant-btn{color:red;}';
    expect(antdCssLoader(css)).toBe(
      `@layer antd-links{:where(.${ADMIN_THEME_CLASS}) a{color:var(--ant-color-link);}` +
        `:where(.${ADMIN_THEME_CLASS}) a:hover,:where(.${ADMIN_THEME_CLASS}) a:focus{text-decoration:none;}}` +
        '.ant-btn{color:red;}',
    );
  });

  it("drops the variables of the build's own classes, which no element on the page carries", () => {
    const css =
      '.css-var-_R_0_{--ant-blue:#1677FF;}.data-ant-cssinjs-cache-path{content:"";}.ant-tag{margin:0;}';
    expect(antdCssLoader(css)).toBe('.ant-tag{margin:0;}');
  });

  it('scopes the links to the class the admin theme gives its elements', () => {
    expect(antdCssLoader.THEME_CLASS).toBe(ADMIN_THEME_CLASS);
  });
});
