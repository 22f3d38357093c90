import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import './admin.css';

/** Ant Design, in the ministry's colours; used by every admin screen (and only there). */
export function AdminTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={{
        token: {
          colorPrimary: '#1f3a5f',
          borderRadius: 8,
          fontFamily:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
        },
      }}
    >
      <div className="admin-app">{children}</div>
    </ConfigProvider>
  );
}
