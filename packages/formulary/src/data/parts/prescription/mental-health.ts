import type { Ingredient } from '../../../types.js';
import { rx } from './shared.js';

/** Antidepressants, MAO inhibitors, anxiety and sleep medicines, antipsychotics, mood stabilizers, ADHD medicines. */
export const mentalHealthIngredients: Ingredient[] = [
  // SSRIs and SNRIs. Paroxetine is also strongly anticholinergic (AGS Beers Criteria 2023).
  rx('sertraline', 'Sertraline', ['ssri'], ['sertaline', 'setraline', 'sertraline hcl', 'sertralin'], ['Zoloft']),
  rx(
    'fluoxetine',
    'Fluoxetine',
    ['ssri'],
    ['flouxetine', 'fluoxitine', 'fluoxetin'],
    ['Prozac', 'Prozac Weekly', 'Sarafem'],
  ),
  rx('escitalopram', 'Escitalopram', ['ssri'], ['escitalopram oxalate', 'escitalopran', 'escitalapram'], ['Lexapro']),
  rx('citalopram', 'Citalopram', ['ssri'], ['citalopran', 'citalapram'], ['Celexa']),
  rx(
    'paroxetine',
    'Paroxetine',
    ['ssri', 'anticholinergic'],
    ['paroxitine', 'paroxetin'],
    ['Paxil', 'Paxil CR', 'Pexeva', 'Brisdelle'],
  ),
  rx('fluvoxamine', 'Fluvoxamine', ['ssri'], [], ['Luvox', 'Luvox CR']),
  rx('duloxetine', 'Duloxetine', ['snri'], ['duloxitine', 'duloxetin'], ['Cymbalta', 'Drizalma Sprinkle', 'Irenka']),
  rx(
    'venlafaxine',
    'Venlafaxine',
    ['snri'],
    ['venlafaxin', 'venlafexine', 'venlafaxine er'],
    ['Effexor', 'Effexor XR'],
  ),
  rx('desvenlafaxine', 'Desvenlafaxine', ['snri'], [], ['Pristiq', 'Khedezla']),
  rx('levomilnacipran', 'Levomilnacipran', ['snri'], [], ['Fetzima']),
  rx('milnacipran', 'Milnacipran', ['snri'], [], ['Savella']),

  // Other antidepressants
  rx(
    'bupropion',
    'Bupropion',
    ['antidepressant'],
    ['buproprion', 'bupropian', 'bupropion xl', 'bupropion sr'],
    ['Wellbutrin', 'Wellbutrin SR', 'Wellbutrin XL', 'Zyban', 'Aplenzin', 'Forfivo XL'],
  ),
  rx('naltrexone-bupropion', 'Naltrexone and bupropion', ['antidepressant'], [], ['Contrave']),
  // Contains dextromethorphan, the OTC cough suppressant.
  rx(
    'dextromethorphan-bupropion',
    'Dextromethorphan and bupropion',
    ['antidepressant', 'serotonergic', 'cough-suppressant'],
    [],
    ['Auvelity'],
  ),
  rx(
    'mirtazapine',
    'Mirtazapine',
    ['antidepressant', 'serotonergic', 'cns-depressant'],
    ['mirtazepine', 'mirtazipine'],
    ['Remeron', 'RemeronSolTab'],
  ),
  rx(
    'trazodone',
    'Trazodone',
    ['antidepressant', 'serotonergic', 'cns-depressant'],
    ['trazadone', 'trazedone', 'trazodon'],
    ['Desyrel', 'Oleptro'],
  ),
  rx('vilazodone', 'Vilazodone', ['antidepressant', 'serotonergic'], [], ['Viibryd']),
  rx('vortioxetine', 'Vortioxetine', ['antidepressant', 'serotonergic'], [], ['Trintellix', 'Brintellix']),

  // Tricyclic antidepressants
  rx(
    'amitriptyline',
    'Amitriptyline',
    ['tricyclic-antidepressant'],
    ['amitryptiline', 'amitriptylin', 'amitryptyline', 'amitriptiline'],
    ['Elavil'],
  ),
  rx(
    'nortriptyline',
    'Nortriptyline',
    ['tricyclic-antidepressant'],
    ['nortryptiline', 'nortryptyline'],
    ['Pamelor', 'Aventyl'],
  ),
  rx('imipramine', 'Imipramine', ['tricyclic-antidepressant'], [], ['Tofranil', 'Tofranil-PM']),
  rx('doxepin', 'Doxepin', ['tricyclic-antidepressant'], [], ['Silenor', 'Sinequan', 'Prudoxin', 'Zonalon']),
  rx('desipramine', 'Desipramine', ['tricyclic-antidepressant'], [], ['Norpramin']),
  rx('clomipramine', 'Clomipramine', ['tricyclic-antidepressant'], [], ['Anafranil']),

  // MAO inhibitors. OTC labels (decongestants, dextromethorphan) name MAOIs for depression, psychiatric or
  // emotional conditions and Parkinson's disease, so the MAO-B inhibitors belong here too.
  rx('phenelzine', 'Phenelzine', ['maoi'], [], ['Nardil']),
  rx('tranylcypromine', 'Tranylcypromine', ['maoi'], [], ['Parnate']),
  rx('isocarboxazid', 'Isocarboxazid', ['maoi'], [], ['Marplan']),
  rx('selegiline', 'Selegiline', ['maoi'], ['selegeline', 'deprenyl', 'l-deprenyl'], ['Emsam', 'Eldepryl', 'Zelapar']),
  rx('rasagiline', 'Rasagiline', ['maoi'], [], ['Azilect']),
  rx('safinamide', 'Safinamide', ['maoi'], [], ['Xadago']),

  // Benzodiazepines
  rx(
    'alprazolam',
    'Alprazolam',
    ['benzodiazepine'],
    ['alprazolan', 'alprazolem', 'aprazolam', 'alprazalam'],
    ['Xanax', 'Xanax XR', 'Niravam'],
  ),
  rx('lorazepam', 'Lorazepam', ['benzodiazepine'], ['lorazapam', 'lorazepan', 'lorezepam'], ['Ativan', 'Loreev XR']),
  rx(
    'clonazepam',
    'Clonazepam',
    ['benzodiazepine', 'anticonvulsant'],
    ['clonazapam', 'clonazepan', 'klonazepam'],
    ['Klonopin'],
  ),
  rx(
    'diazepam',
    'Diazepam',
    ['benzodiazepine'],
    ['diazapam', 'diazepan'],
    ['Valium', 'Diastat', 'Valtoco', 'Libervant'],
  ),
  rx('temazepam', 'Temazepam', ['benzodiazepine'], ['temazapam'], ['Restoril']),
  rx('chlordiazepoxide', 'Chlordiazepoxide', ['benzodiazepine'], [], ['Librium']),
  rx('triazolam', 'Triazolam', ['benzodiazepine'], [], ['Halcion']),
  rx('midazolam', 'Midazolam', ['benzodiazepine'], [], ['Nayzilam', 'Seizalam', 'Versed']),
  rx('clorazepate', 'Clorazepate', ['benzodiazepine'], [], ['Tranxene']),
  rx('clobazam', 'Clobazam', ['benzodiazepine', 'anticonvulsant'], [], ['Onfi', 'Sympazan']),

  // Sleep medicines and other sedatives
  rx(
    'zolpidem',
    'Zolpidem',
    ['z-drug'],
    ['zolpidem tartrate', 'zolpiden', 'zolpidam'],
    ['Ambien', 'Ambien CR', 'Edluar', 'Intermezzo'],
  ),
  rx('eszopiclone', 'Eszopiclone', ['z-drug'], [], ['Lunesta']),
  rx('zaleplon', 'Zaleplon', ['z-drug'], [], ['Sonata']),
  rx('suvorexant', 'Suvorexant', ['sedative'], [], ['Belsomra']),
  rx('lemborexant', 'Lemborexant', ['sedative'], [], ['Dayvigo']),
  rx('daridorexant', 'Daridorexant', ['sedative'], [], ['Quviviq']),
  rx('ramelteon', 'Ramelteon', ['sedative'], [], ['Rozerem']),
  // An anti-anxiety medicine (tranquilizer) whose label warns of serotonin syndrome with other serotonergic drugs.
  rx('buspirone', 'Buspirone', ['sedative', 'serotonergic'], ['buspiron', 'buspirone hcl'], ['Buspar']),
  rx('phenobarbital', 'Phenobarbital', ['barbiturate', 'anticonvulsant'], ['phenobarbitone', 'phenobarb']),
  // Contain acetaminophen (or aspirin) and caffeine besides the barbiturate.
  rx(
    'butalbital-acetaminophen-caffeine',
    'Butalbital, acetaminophen and caffeine',
    ['barbiturate', 'pain-reliever-fever-reducer'],
    ['butalbital apap caffeine', 'butalbital'],
    ['Fioricet', 'Esgic'],
  ),
  rx(
    'butalbital-aspirin-caffeine',
    'Butalbital, aspirin and caffeine',
    ['barbiturate', 'nsaid', 'salicylate'],
    [],
    ['Fiorinal'],
  ),

  // Antipsychotics. Olanzapine, clozapine and chlorpromazine are strongly anticholinergic (AGS Beers Criteria 2023).
  rx(
    'quetiapine',
    'Quetiapine',
    ['antipsychotic'],
    ['quetiapine fumarate', 'quetiapene', 'quetiepine', 'quetapine'],
    ['Seroquel', 'Seroquel XR'],
  ),
  rx(
    'olanzapine',
    'Olanzapine',
    ['antipsychotic', 'anticholinergic'],
    ['olanzepine', 'olanzapin'],
    ['Zyprexa', 'Zyprexa Zydis', 'Zyprexa Relprevv'],
  ),
  rx(
    'risperidone',
    'Risperidone',
    ['antipsychotic'],
    ['risperidon', 'risperdone', 'risperadone'],
    ['Risperdal', 'Risperdal Consta', 'Perseris', 'Uzedy', 'Rykindo'],
  ),
  rx(
    'aripiprazole',
    'Aripiprazole',
    ['antipsychotic'],
    ['aripiprazol', 'aripiperazole', 'ariprazole'],
    ['Abilify', 'Abilify Maintena', 'Abilify Asimtufii', 'Abilify Mycite'],
  ),
  rx('ziprasidone', 'Ziprasidone', ['antipsychotic'], [], ['Geodon']),
  rx('lurasidone', 'Lurasidone', ['antipsychotic'], [], ['Latuda']),
  rx('haloperidol', 'Haloperidol', ['antipsychotic'], ['haloperidol decanoate'], ['Haldol', 'Haldol Decanoate']),
  rx(
    'paliperidone',
    'Paliperidone',
    ['antipsychotic'],
    [],
    ['Invega', 'Invega Sustenna', 'Invega Trinza', 'Invega Hafyera'],
  ),
  rx('clozapine', 'Clozapine', ['antipsychotic', 'anticholinergic'], [], ['Clozaril', 'FazaClo', 'Versacloz']),
  rx('brexpiprazole', 'Brexpiprazole', ['antipsychotic'], [], ['Rexulti']),
  rx('cariprazine', 'Cariprazine', ['antipsychotic'], [], ['Vraylar']),
  rx('lumateperone', 'Lumateperone', ['antipsychotic'], [], ['Caplyta']),
  rx('chlorpromazine', 'Chlorpromazine', ['antipsychotic', 'antiemetic', 'anticholinergic'], [], ['Thorazine']),

  // Mood stabilizers
  rx(
    'lithium',
    'Lithium',
    ['mood-stabilizer'],
    ['lithium carbonate', 'lithium citrate', 'lithum', 'litium'],
    ['Lithobid', 'Eskalith'],
  ),

  // ADHD medicines and other stimulants
  rx(
    'amphetamine-dextroamphetamine',
    'Amphetamine and dextroamphetamine',
    ['stimulant'],
    ['mixed amphetamine salts', 'amphetamine salts', 'dextroamphetamine amphetamine', 'aderall', 'adderal'],
    ['Adderall', 'Adderall XR', 'Mydayis'],
  ),
  rx('amphetamine', 'Amphetamine', ['stimulant'], ['amphetamine sulfate'], ['Evekeo', 'Adzenys XR-ODT', 'Dyanavel XR']),
  rx(
    'dextroamphetamine',
    'Dextroamphetamine',
    ['stimulant'],
    ['dexamphetamine'],
    ['Dexedrine', 'Zenzedi', 'ProCentra', 'Xelstrym'],
  ),
  rx('lisdexamfetamine', 'Lisdexamfetamine', ['stimulant'], ['lisdexamphetamine', 'vivanse'], ['Vyvanse']),
  rx(
    'methylphenidate',
    'Methylphenidate',
    ['stimulant'],
    ['methylphenidate er', 'methylphenidate hcl', 'methylphenidat'],
    [
      'Ritalin',
      'Ritalin LA',
      'Concerta',
      'Metadate CD',
      'Metadate ER',
      'Methylin',
      'Daytrana',
      'Quillichew ER',
      'Quillivant XR',
      'Aptensio XR',
      'Jornay PM',
      'Cotempla XR-ODT',
      'Relexxii',
    ],
  ),
  rx('dexmethylphenidate', 'Dexmethylphenidate', ['stimulant'], [], ['Focalin', 'Focalin XR']),
  rx('phentermine', 'Phentermine', ['stimulant'], [], ['Adipex-P', 'Lomaira']),
  rx('atomoxetine', 'Atomoxetine', [], [], ['Strattera']),
];
