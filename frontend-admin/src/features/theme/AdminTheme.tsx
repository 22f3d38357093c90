import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import './admin.css';

type TagColor = 'gold' | 'green' | 'orange';
const tagText = (colors: Record<TagColor, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, color]) => [
      [`${name}7`, color],
      [`${name}-7`, color],
    ]),
  );

/**
 * The ministry's colours, and antd's defaults darkened where they fail WCAG AA: every text colour
 * below reaches 4.5:1 on the white, light-grey or tinted background it is shown on (antd's own
 * #ff4d4f, #1677ff, #8c8c8c, #bfbfbf and gold/green/orange tag texts do not).
 */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f3a5f',
    // Danger buttons, error messages: 5.6:1 on white, and white on it.
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    // Hints and descriptions (antd: black at 45%, 3.4:1); placeholders (antd: 25%, 1.8:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Tag text on its tinted background: the 7th shade of each preset colour, which antd's CSS
    // variables read from the hyphenated names.
    ...tagText({ gold: '#7a5c00', green: '#237804', orange: '#ad4e00' }),
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // A table's empty text ("No members match the filters.") is drawn in the disabled colour (antd:
    // black at 25%, 1.8:1); in tables it is a message, so it gets the descriptions' 4.5:1 grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
  },
};

/** Ant Design, in the ministry's colours; used by every admin screen (and only there). */
export function AdminTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <div className="admin-app">{children}</div>
    </ConfigProvider>
  );
}
