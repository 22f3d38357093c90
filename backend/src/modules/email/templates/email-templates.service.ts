import { Injectable } from '@nestjs/common';
import { CreateTemplateDto, UpdateTemplateDto } from '../dto/template.dto';
import { EmailTemplate } from '../entities/email-template.entity';
import { TemplateNotFoundError } from './email-templates.errors';
import { EmailTemplatesRepository } from './email-templates.repository';

export { TEMPLATE_NOT_FOUND } from './email-templates.errors';

@Injectable()
export class EmailTemplatesService {
  constructor(private readonly templates: EmailTemplatesRepository) {}

  list(): Promise<EmailTemplate[]> {
    return this.templates.list();
  }

  async get(id: number): Promise<EmailTemplate> {
    const template = await this.templates.findById(id);
    if (!template) throw new TemplateNotFoundError();
    return template;
  }

  create(input: CreateTemplateDto): Promise<EmailTemplate> {
    return this.templates.insert({
      name: input.name,
      subject: input.subject,
      greeting: input.greeting ?? null,
      message: input.message,
      signature: input.signature ?? null,
      isActive: input.isActive ?? true,
    });
  }

  /** Changes the fields the input names; a field left out keeps its value. */
  async update(id: number, input: UpdateTemplateDto): Promise<EmailTemplate> {
    const template = await this.get(id);
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as Partial<EmailTemplate>;
    return this.templates.update(template, changes);
  }
}
