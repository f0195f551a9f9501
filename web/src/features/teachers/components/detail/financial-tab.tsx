import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES } from '@contracts/catalogues/account-types';
import { labelOf } from '@contracts/catalogues/catalogue';
import type { Teacher } from '@contracts/teachers';
import { InfoList } from '@/components/info-list';

/** 'Financiero': bank account, account name, bank, account type. */
export function FinancialTab({ teacher }: { teacher: Teacher }) {
  const { t } = useLingui();
  return (
    <InfoList
      items={[
        { label: t`Número de cuenta`, value: teacher.bank_account },
        { label: t`Nombre de la cuenta`, value: teacher.account_name },
        { label: t`Banco`, value: teacher.bank_name },
        {
          label: t`Tipo de cuenta`,
          value: teacher.account_type.map((code) => labelOf(ACCOUNT_TYPES, code)).join(', '),
        },
      ]}
    />
  );
}
