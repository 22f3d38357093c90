import { Card, Empty } from 'antd';

export function PlaceholderTab({ title, text }: { title: string; text: string }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>}>
      <Empty description={text} />
    </Card>
  );
}
