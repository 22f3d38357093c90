import { Alert, Button } from 'antd';

/** The recovery codes, shown this once. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Save your recovery codes"
      description={
        <>
          <p>
            Each code signs you in once if you lose your phone. Keep them somewhere safe: they are
            not shown again.
          </p>
          <ol className="two-factor__codes" aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Button onClick={onDone}>I have saved them</Button>
        </>
      }
    />
  );
}
