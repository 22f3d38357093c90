import type { EmailTemplate } from '../entities/email-template.entity';
import { TemplateNotFoundError } from './email-templates.errors';
import type { EmailTemplatesRepository, NewTemplate } from './email-templates.repository';
import { EmailTemplatesService } from './email-templates.service';

/** Table email_templates in memory, as EmailTemplatesRepository reads and writes it. */
function fakeTemplates() {
  const rows: EmailTemplate[] = [];
  const repository: Omit<EmailTemplatesRepository, 'auditNamer'> = {
    list: async () => [...rows],
    findById: async (id) => rows.find((row) => row.id === id) ?? null,
    insert: async (template: NewTemplate) => {
      const at = new Date();
      const row = { ...template, id: rows.length + 1, createdAt: at, updatedAt: at };
      rows.push(row);
      return row;
    },
    update: async (template, changes) => Object.assign(template, changes),
  };
  return { rows, repository: repository as EmailTemplatesRepository };
}

describe('EmailTemplatesService', () => {
  const input = { name: 'Weekly', subject: 'Hope for {{firstName}}', message: 'Be of good cheer.' };

  it('creates an active template with no greeting or signature unless given', async () => {
    const service = new EmailTemplatesService(fakeTemplates().repository);
    await expect(service.create(input)).resolves.toMatchObject({
      ...input,
      greeting: null,
      signature: null,
      isActive: true,
    });
    await expect(
      service.create({ ...input, greeting: 'Dear {{firstName}},', isActive: false }),
    ).resolves.toMatchObject({ greeting: 'Dear {{firstName}},', isActive: false });
  });

  it('changes only the fields an update names; a null clears a field', async () => {
    const service = new EmailTemplatesService(fakeTemplates().repository);
    const { id } = await service.create({ ...input, signature: 'In Him, Pastor John' });
    const updated = await service.update(id, { subject: 'New subject', signature: null });
    expect(updated).toMatchObject({
      name: 'Weekly',
      subject: 'New subject',
      message: 'Be of good cheer.',
      signature: null,
      isActive: true,
    });
  });

  it("answers the spec's 404 for a template that does not exist", async () => {
    const service = new EmailTemplatesService(fakeTemplates().repository);
    await expect(service.get(42)).rejects.toThrow(new TemplateNotFoundError());
    await expect(service.update(42, { name: 'x' })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Email template not found',
    });
  });
});
