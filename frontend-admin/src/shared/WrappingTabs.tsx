import { Tabs, type TabsProps } from 'antd';

/**
 * antd's Tabs whose bar wraps onto more lines instead of hiding the tabs that do not fit behind a
 * "more" button: that button sits inside the tablist, where screen readers cannot place it (axe's
 * aria-required-children), and a tab behind it is out of reach on a phone. Every tab bar of the
 * dashboard is one of these (theme/admin.css, "Tab bars that wrap").
 */
export function WrappingTabs({ className, ...props }: TabsProps) {
  return (
    <Tabs
      className={className ? `admin-wrapping-tabs ${className}` : 'admin-wrapping-tabs'}
      {...props}
    />
  );
}
