import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { namesFromRows, type AuditTargetNamer } from '../../../common/audit/audit-target-names';
import { EmailTemplate } from '../entities/email-template.entity';

/** What a new template row holds (the rest is the table's). */
export type NewTemplate = Pick<
  EmailTemplate,
  'name' | 'subject' | 'greeting' | 'message' | 'signature' | 'isActive'
>;

/** The queries of table email_templates. */
@Injectable()
export class EmailTemplatesRepository {
  constructor(
    @InjectRepository(EmailTemplate) private readonly templates: Repository<EmailTemplate>,
  ) {}

  /** Newest first. */
  list(): Promise<EmailTemplate[]> {
    return this.templates.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The audit trail's names of templates: their own. */
  auditNamer(): AuditTargetNamer {
    return namesFromRows(this.templates, (t) => t.name);
  }

  findById(id: number): Promise<EmailTemplate | null> {
    return this.templates.findOneBy({ id });
  }

  insert(template: NewTemplate): Promise<EmailTemplate> {
    return this.templates.save(this.templates.create(template));
  }

  /** Writes the changes into the template; answers it as saved. */
  update(template: EmailTemplate, changes: Partial<EmailTemplate>): Promise<EmailTemplate> {
    return this.templates.save(this.templates.merge(template, changes));
  }
}
