import { useCallback, useState } from 'react';
import { Button, Space } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@ministry/frontend-kit';
import { ImportWizard } from './ImportWizard';
import { PastImports } from './PastImports';
import type { ImportTarget } from '../import-values';

/** The address keeps the import the wizard shows (`?import=7`, or `new`), so a reload reopens it. */
const PARAM = 'import';

function useWizardParam(): [number | 'new' | null, (next: number | 'new' | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const id = Number(raw);
  const value = raw === 'new' ? 'new' : Number.isInteger(id) && id > 0 ? id : null;
  const set = useCallback(
    (next: number | 'new' | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(PARAM);
          else updated.set(PARAM, String(next));
          return updated;
        },
        { replace: true, state: { keepScroll: true } },
      ),
    [setParams],
  );
  return [value, set];
}

/**
 * The "Import" and "Past imports" buttons with their dialogs: the Community tab's for members, the
 * Email Marketing tab's for newsletter subscribers.
 */
export function ImportButtons({ target }: { target: ImportTarget }) {
  const { i18n } = useLingui();
  const [wizard, setWizard] = useWizardParam();
  const [listOpen, setListOpen] = useState(false);
  // Each opening starts a fresh wizard; the upload's id coming into the address does not.
  const [session, setSession] = useState(0);
  const open = (next: number | 'new') => {
    setSession((count) => count + 1);
    setWizard(next);
  };
  return (
    <>
      <Space wrap>
        <Button type="primary" onClick={() => open('new')}>
          {i18n._({ id: 'admin.imports.import', message: 'Import' })}
        </Button>
        <Button onClick={() => setListOpen(true)}>
          {i18n._({ id: 'admin.imports.past', message: 'Past imports' })}
        </Button>
      </Space>
      {wizard !== null && (
        <ImportWizard
          key={session}
          target={target}
          importId={wizard === 'new' ? null : wizard}
          onImportId={(id) => setWizard(id)}
          onClose={() => setWizard(null)}
        />
      )}
      <PastImports
        target={target}
        open={listOpen}
        onClose={() => setListOpen(false)}
        onOpenImport={(id) => {
          setListOpen(false);
          open(id);
        }}
      />
    </>
  );
}
