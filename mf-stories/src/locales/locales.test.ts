import { describeTranslationParity } from '@storefront/shared/src/translation-parity.test-support';
import en from './en.json';
import es from './es.json';

describeTranslationParity('stories texts', { en, es });
