import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { RegisterInput, registerSchema } from '@hisaab/shared/schemas/auth';

export type RegisterFormValues = z.input<typeof registerSchema>;
export type RegisterForm = UseFormReturn<RegisterFormValues, unknown, RegisterInput>;
