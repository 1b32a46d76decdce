import type { Page } from '@playwright/test';
import {
  CONSULTATION_TYPE_LABELS,
  type ConsultationType,
} from '../../../contract/consultationTypes';
import { COUNSEL_FORM_COPY } from '../../../src/content/counsel';
import { CONSULTATION_CONSENT } from '../../../src/content/privacy';

export interface ConsultationInput {
  type: ConsultationType;
  name: string;
  phone: string;
  content: string;
}

export function consultationForm(page: Page) {
  const form = page.getByRole('form', { name: COUNSEL_FORM_COPY.heading });
  return {
    form,
    type: form.getByLabel(COUNSEL_FORM_COPY.typeLabel),
    name: form.getByLabel(COUNSEL_FORM_COPY.nameLabel),
    phone: form.getByLabel(COUNSEL_FORM_COPY.phoneLabel),
    content: form.getByLabel(COUNSEL_FORM_COPY.contentLabel),
    consent: form.getByRole('checkbox', { name: CONSULTATION_CONSENT.label }),
    submit: form.getByRole('button', { name: COUNSEL_FORM_COPY.submit }),
    async fill(input: ConsultationInput) {
      await this.type.selectOption({ label: CONSULTATION_TYPE_LABELS[input.type] });
      await this.name.fill(input.name);
      await this.phone.fill(input.phone);
      await this.content.fill(input.content);
    },
  };
}

export function alertDialog(page: Page, message: string) {
  return page.getByRole('alertdialog', { name: message });
}
