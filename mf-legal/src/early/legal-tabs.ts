// The legal team's early script, served beside the pre-rendered pages: the tabs element answers from the first paint.
import { defineLegalTabsElement } from '../hub/legal-tabs-element';

defineLegalTabsElement();
