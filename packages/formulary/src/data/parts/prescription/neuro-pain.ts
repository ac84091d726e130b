import type { Ingredient } from '../../../types.js';
import { rx } from './shared.js';

/** Seizure medicines, opioids, muscle relaxants, prescription NSAIDs, migraine, Parkinson's and dementia medicines. */
export const neuroPainIngredients: Ingredient[] = [
  // Seizure medicines (several are also mood stabilizers)
  rx(
    'valproic-acid',
    'Valproic acid',
    ['anticonvulsant', 'mood-stabilizer'],
    ['valproate', 'divalproex', 'divalproex sodium', 'sodium valproate', 'vpa'],
    ['Depakote', 'Depakote ER', 'Depakene', 'Depakote Sprinkle', 'Stavzor'],
  ),
  rx(
    'carbamazepine',
    'Carbamazepine',
    ['anticonvulsant', 'mood-stabilizer'],
    ['carbamazapine', 'carbamezepine', 'cbz'],
    ['Tegretol', 'Tegretol XR', 'Carbatrol', 'Epitol', 'Equetro'],
  ),
  rx(
    'lamotrigine',
    'Lamotrigine',
    ['anticonvulsant', 'mood-stabilizer'],
    ['lamotrigene', 'lamotragine'],
    ['Lamictal', 'Lamictal XR', 'Lamictal ODT', 'Lamictal CD', 'Subvenite'],
  ),
  rx('oxcarbazepine', 'Oxcarbazepine', ['anticonvulsant'], ['oxcarbazapine'], ['Trileptal', 'Oxtellar XR']),
  rx(
    'phenytoin',
    'Phenytoin',
    ['anticonvulsant'],
    ['phenytoine', 'phenitoin', 'diphenylhydantoin'],
    ['Dilantin', 'Phenytek'],
  ),
  rx(
    'levetiracetam',
    'Levetiracetam',
    ['anticonvulsant'],
    ['levetiracetum', 'levetiractam', 'levitiracetam'],
    ['Keppra', 'Keppra XR', 'Spritam', 'Elepsia XR'],
  ),
  rx(
    'topiramate',
    'Topiramate',
    ['anticonvulsant'],
    ['topirimate', 'topiramat'],
    ['Topamax', 'Trokendi XR', 'Qudexy XR', 'Eprontia'],
  ),
  // A sulfonamide: its label says not to use it with a sulfonamide allergy.
  rx('zonisamide', 'Zonisamide', ['anticonvulsant', 'sulfonamide'], [], ['Zonegran', 'Zonisade']),
  rx('lacosamide', 'Lacosamide', ['anticonvulsant'], [], ['Vimpat', 'Motpoly XR']),
  rx(
    'gabapentin',
    'Gabapentin',
    ['gabapentinoid', 'anticonvulsant'],
    ['gabapentine', 'gabapenten', 'gabapentin enacarbil'],
    ['Neurontin', 'Gralise', 'Horizant'],
  ),
  rx(
    'pregabalin',
    'Pregabalin',
    ['gabapentinoid', 'anticonvulsant'],
    ['pregablin', 'pregabaline', 'pregabalin er'],
    ['Lyrica', 'Lyrica CR'],
  ),

  // Opioids
  rx(
    'oxycodone',
    'Oxycodone',
    ['opioid'],
    ['oxycodone hcl', 'oxycodon', 'oxicodone'],
    ['OxyContin', 'Roxicodone', 'Oxaydo', 'Xtampza ER', 'RoxyBond'],
  ),
  rx('hydrocodone', 'Hydrocodone', ['opioid'], ['hydrocodon', 'hydrocodone bitartrate'], ['Hysingla ER', 'Zohydro ER']),
  // Combinations with acetaminophen carry the pain-reliever class so that acetaminophen-type warnings can reach them.
  rx(
    'hydrocodone-acetaminophen',
    'Hydrocodone and acetaminophen',
    ['opioid', 'pain-reliever-fever-reducer'],
    ['hydrocodone apap', 'hydrocodone acetaminophen', 'hydrocodone paracetamol'],
    ['Norco', 'Vicodin', 'Vicodin ES', 'Lortab', 'Lorcet', 'Xodol', 'Verdrocet', 'Hycet', 'Zamicet'],
  ),
  rx(
    'oxycodone-acetaminophen',
    'Oxycodone and acetaminophen',
    ['opioid', 'pain-reliever-fever-reducer'],
    ['oxycodone apap', 'oxycodone acetaminophen', 'oxycodone paracetamol', 'percoset'],
    ['Percocet', 'Endocet', 'Roxicet', 'Primlev', 'Nalocet', 'Prolate'],
  ),
  rx(
    'acetaminophen-codeine',
    'Acetaminophen and codeine',
    ['opioid', 'pain-reliever-fever-reducer'],
    [
      'tylenol 3',
      'tylenol 4',
      'tylenol no 3',
      'tylenol no 4',
      'tylenol #3',
      'apap codeine',
      'acetaminophen with codeine',
      'acetaminophen codeine',
    ],
    ['Tylenol with Codeine'],
  ),
  rx('codeine', 'Codeine', ['opioid'], ['codeine sulfate', 'codeine phosphate']),
  rx(
    'promethazine-codeine',
    'Promethazine and codeine',
    ['opioid', 'first-generation-antihistamine', 'sedative'],
    ['promethazine with codeine', 'promethazine codeine', 'promethazine codeine syrup'],
    ['Phenergan with Codeine'],
  ),
  rx(
    'hydrocodone-ibuprofen',
    'Hydrocodone and ibuprofen',
    ['opioid', 'nsaid'],
    ['hydrocodone ibuprofen'],
    ['Vicoprofen', 'Reprexain', 'Ibudone'],
  ),
  rx(
    'morphine',
    'Morphine',
    ['opioid'],
    ['morphine sulfate', 'morphin'],
    ['MS Contin', 'Kadian', 'Arymo ER', 'MorphaBond ER'],
  ),
  rx('hydromorphone', 'Hydromorphone', ['opioid'], ['hydromorphon'], ['Dilaudid', 'Exalgo']),
  rx('oxymorphone', 'Oxymorphone', ['opioid'], [], ['Opana', 'Opana ER']),
  rx(
    'fentanyl',
    'Fentanyl',
    ['opioid', 'serotonergic'],
    ['fentanyl patch', 'fentanil'],
    ['Duragesic', 'Actiq', 'Fentora', 'Subsys', 'Abstral', 'Lazanda'],
  ),
  // Fentanyl, methadone, meperidine, tramadol and tapentadol are the opioids with serotonergic activity.
  rx('methadone', 'Methadone', ['opioid', 'serotonergic'], ['methadon'], ['Dolophine', 'Methadose', 'Diskets']),
  rx('meperidine', 'Meperidine', ['opioid', 'serotonergic'], ['pethidine'], ['Demerol']),
  rx(
    'tramadol',
    'Tramadol',
    ['opioid', 'serotonergic'],
    ['tramadol hcl', 'tramodol', 'tramadal', 'tramidol'],
    ['Ultram', 'Ultram ER', 'ConZip', 'Qdolo'],
  ),
  rx(
    'tramadol-acetaminophen',
    'Tramadol and acetaminophen',
    ['opioid', 'serotonergic', 'pain-reliever-fever-reducer'],
    ['tramadol apap', 'tramadol acetaminophen'],
    ['Ultracet'],
  ),
  rx('tapentadol', 'Tapentadol', ['opioid', 'serotonergic'], [], ['Nucynta', 'Nucynta ER']),
  rx('buprenorphine', 'Buprenorphine', ['opioid'], [], ['Butrans', 'Belbuca', 'Subutex', 'Sublocade', 'Brixadi']),
  rx(
    'buprenorphine-naloxone',
    'Buprenorphine and naloxone',
    ['opioid'],
    ['buprenorphine naloxone'],
    ['Suboxone', 'Zubsolv', 'Bunavail'],
  ),

  // Muscle relaxants
  // Cyclobenzaprine label: atropine-like (anticholinergic) effects and serotonin syndrome with serotonergic drugs.
  rx(
    'cyclobenzaprine',
    'Cyclobenzaprine',
    ['muscle-relaxant', 'anticholinergic', 'serotonergic'],
    ['cyclobenzeprine', 'cyclobenzaprin', 'cyclobenzapine', 'cyclobenzaprene'],
    ['Flexeril', 'Amrix', 'Fexmid'],
  ),
  rx('carisoprodol', 'Carisoprodol', ['muscle-relaxant'], ['carisoprodal'], ['Soma', 'Vanadom']),
  rx('methocarbamol', 'Methocarbamol', ['muscle-relaxant'], ['methocarbomol'], ['Robaxin', 'Robaxin-750']),
  rx('tizanidine', 'Tizanidine', ['muscle-relaxant'], ['tizanadine', 'tizanidin'], ['Zanaflex']),
  rx(
    'baclofen',
    'Baclofen',
    ['muscle-relaxant'],
    ['baclophen'],
    ['Lioresal', 'Ozobax', 'Gablofen', 'Lyvispah', 'Fleqsuvy'],
  ),
  rx('metaxalone', 'Metaxalone', ['muscle-relaxant'], [], ['Skelaxin', 'Metaxall']),

  // Prescription NSAIDs (the class carries the OTC NSAID warnings)
  // Celecoxib label: do not use with a sulfonamide allergy.
  rx('celecoxib', 'Celecoxib', ['nsaid', 'sulfonamide'], ['celecoxcib', 'celocoxib'], ['Celebrex', 'Elyxyb']),
  rx(
    'meloxicam',
    'Meloxicam',
    ['nsaid'],
    ['meloxicum', 'meloxican', 'meloxikam'],
    ['Mobic', 'Vivlodex', 'Qmiiz ODT', 'Anjeso'],
  ),
  rx('ketorolac', 'Ketorolac', ['nsaid'], ['ketorolac tromethamine', 'ketorolak'], ['Toradol', 'Sprix']),
  rx('indomethacin', 'Indomethacin', ['nsaid'], ['indometacin', 'indomethacine'], ['Indocin', 'Tivorbex']),
  rx('etodolac', 'Etodolac', ['nsaid'], [], ['Lodine']),
  rx('nabumetone', 'Nabumetone', ['nsaid'], [], ['Relafen', 'Relafen DS']),
  rx('oxaprozin', 'Oxaprozin', ['nsaid'], [], ['Daypro']),
  rx('piroxicam', 'Piroxicam', ['nsaid'], [], ['Feldene']),
  rx('sulindac', 'Sulindac', ['nsaid'], [], ['Clinoril']),
  rx('ketoprofen', 'Ketoprofen', ['nsaid'], [], ['Orudis']),
  rx('flurbiprofen', 'Flurbiprofen', ['nsaid'], [], ['Ansaid']),
  rx('fenoprofen', 'Fenoprofen', ['nsaid'], [], ['Nalfon']),
  rx('mefenamic-acid', 'Mefenamic acid', ['nsaid'], [], ['Ponstel']),
  rx('salsalate', 'Salsalate', ['nsaid', 'salicylate'], [], ['Disalcid']),
  rx('diclofenac-misoprostol', 'Diclofenac and misoprostol', ['nsaid'], [], ['Arthrotec']),

  // Migraine
  rx(
    'sumatriptan',
    'Sumatriptan',
    ['triptan'],
    ['sumatriptin', 'sumatripan'],
    ['Imitrex', 'Imitrex STATdose', 'Tosymra', 'Onzetra Xsail', 'Zembrace SymTouch'],
  ),
  rx('rizatriptan', 'Rizatriptan', ['triptan'], ['rizatriptin'], ['Maxalt', 'Maxalt-MLT']),
  rx('zolmitriptan', 'Zolmitriptan', ['triptan'], [], ['Zomig', 'Zomig-ZMT']),
  rx('eletriptan', 'Eletriptan', ['triptan'], [], ['Relpax']),
  rx('naratriptan', 'Naratriptan', ['triptan'], [], ['Amerge']),
  rx('frovatriptan', 'Frovatriptan', ['triptan'], [], ['Frova']),
  rx('almotriptan', 'Almotriptan', ['triptan'], [], ['Axert']),
  rx('rimegepant', 'Rimegepant', [], [], ['Nurtec ODT']),
  rx('ubrogepant', 'Ubrogepant', [], [], ['Ubrelvy']),

  // Parkinson's disease (the MAO-B inhibitors are listed with the MAOIs)
  rx(
    'carbidopa-levodopa',
    'Carbidopa and levodopa',
    ['levodopa'],
    ['carbidopa levodopa', 'levodopa carbidopa', 'l-dopa', 'carbidopa'],
    ['Sinemet', 'Sinemet CR', 'Rytary', 'Duopa', 'Dhivy', 'Parcopa', 'Crexont'],
  ),
  rx('pramipexole', 'Pramipexole', [], [], ['Mirapex', 'Mirapex ER']),
  rx('ropinirole', 'Ropinirole', [], [], ['Requip', 'Requip XL']),
  rx('benztropine', 'Benztropine', ['anticholinergic'], ['benzatropine'], ['Cogentin']),
  rx('trihexyphenidyl', 'Trihexyphenidyl', ['anticholinergic'], ['benzhexol'], ['Artane']),

  // Dementia
  rx('donepezil', 'Donepezil', ['cholinesterase-inhibitor'], ['donepezel', 'donezepil'], ['Aricept', 'Adlarity']),
  rx('rivastigmine', 'Rivastigmine', ['cholinesterase-inhibitor'], [], ['Exelon']),
  rx('galantamine', 'Galantamine', ['cholinesterase-inhibitor'], [], ['Razadyne', 'Razadyne ER']),
  rx('memantine', 'Memantine', [], [], ['Namenda', 'Namenda XR']),
];
