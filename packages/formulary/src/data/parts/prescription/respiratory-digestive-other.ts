import type { Ingredient } from '../../../types.js';
import { rx } from './shared.js';

/** Asthma and COPD inhalers, prescription antihistamines and cough medicines, stomach and bowel medicines, skin and others. */
export const respiratoryDigestiveOtherIngredients: Ingredient[] = [
  // Inhalers and other asthma/COPD medicines. Inhaled steroids do not get the oral 'corticosteroid' class.
  rx(
    'albuterol',
    'Albuterol',
    ['bronchodilator'],
    ['salbutamol', 'albuterol inhaler', 'albuteral', 'albutrol'],
    ['ProAir', 'ProAir HFA', 'ProAir RespiClick', 'Ventolin', 'Ventolin HFA', 'Proventil', 'Proventil HFA', 'AccuNeb'],
  ),
  rx('levalbuterol', 'Levalbuterol', ['bronchodilator'], [], ['Xopenex', 'Xopenex HFA']),
  rx('salmeterol', 'Salmeterol', ['bronchodilator'], [], ['Serevent']),
  rx('tiotropium', 'Tiotropium', ['bronchodilator'], [], ['Spiriva', 'Spiriva HandiHaler', 'Spiriva Respimat']),
  rx('ipratropium', 'Ipratropium', ['bronchodilator'], [], ['Atrovent']),
  rx(
    'ipratropium-albuterol',
    'Ipratropium and albuterol',
    ['bronchodilator'],
    ['ipratropium albuterol', 'albuterol ipratropium'],
    ['Combivent', 'Combivent Respimat', 'DuoNeb'],
  ),
  rx('umeclidinium-vilanterol', 'Umeclidinium and vilanterol', ['bronchodilator'], [], ['Anoro Ellipta']),
  rx(
    'theophylline',
    'Theophylline',
    ['bronchodilator'],
    ['theophyline', 'theophylin'],
    ['Theo-24', 'Elixophyllin', 'Uniphyl', 'Theochron', 'Theolair'],
  ),
  rx(
    'beclomethasone',
    'Beclomethasone',
    ['inhaled-corticosteroid'],
    ['beclometasone'],
    ['QVAR', 'QVAR RediHaler', 'Beconase AQ', 'Qnasl'],
  ),
  rx('ciclesonide', 'Ciclesonide', ['inhaled-corticosteroid'], [], ['Alvesco', 'Omnaris', 'Zetonna']),
  rx(
    'fluticasone-salmeterol',
    'Fluticasone and salmeterol',
    ['inhaled-corticosteroid', 'bronchodilator'],
    ['fluticasone salmeterol', 'fluticasone propionate and salmeterol'],
    ['Advair', 'Advair Diskus', 'Advair HFA', 'Wixela Inhub', 'AirDuo'],
  ),
  rx(
    'budesonide-formoterol',
    'Budesonide and formoterol',
    ['inhaled-corticosteroid', 'bronchodilator'],
    ['budesonide formoterol'],
    ['Symbicort', 'Breyna'],
  ),
  rx(
    'fluticasone-vilanterol',
    'Fluticasone furoate and vilanterol',
    ['inhaled-corticosteroid', 'bronchodilator'],
    ['fluticasone vilanterol'],
    ['Breo Ellipta', 'Breo'],
  ),
  rx(
    'mometasone-formoterol',
    'Mometasone and formoterol',
    ['inhaled-corticosteroid', 'bronchodilator'],
    [],
    ['Dulera'],
  ),
  rx(
    'fluticasone-umeclidinium-vilanterol',
    'Fluticasone furoate, umeclidinium and vilanterol',
    ['inhaled-corticosteroid', 'bronchodilator'],
    [],
    ['Trelegy Ellipta', 'Trelegy'],
  ),
  rx('montelukast', 'Montelukast', [], ['montelukast sodium', 'montelucast', 'montelukas'], ['Singulair']),
  rx(
    'benzonatate',
    'Benzonatate',
    ['cough-suppressant'],
    ['benzonatat', 'benzonate'],
    ['Tessalon', 'Tessalon Perles', 'Zonatuss'],
  ),

  // Prescription antihistamines. Hydroxyzine and promethazine are also used as sedatives (anxiety, before surgery).
  rx(
    'hydroxyzine',
    'Hydroxyzine',
    ['first-generation-antihistamine', 'sedative'],
    ['hydroxyzine hcl', 'hydroxyzine pamoate', 'hydroxazine', 'hydroxizine'],
    ['Vistaril', 'Atarax'],
  ),
  rx(
    'promethazine',
    'Promethazine',
    ['first-generation-antihistamine', 'antiemetic', 'sedative'],
    ['promethazin', 'promethazine hcl', 'phenergen'],
    ['Phenergan', 'Promethegan'],
  ),
  rx('cyproheptadine', 'Cyproheptadine', ['first-generation-antihistamine'], [], ['Periactin']),
  rx('carbinoxamine', 'Carbinoxamine', ['first-generation-antihistamine'], [], ['Karbinal ER', 'Arbinoxa']),
  rx('desloratadine', 'Desloratadine', ['second-generation-antihistamine'], [], ['Clarinex']),

  // Stomach and bowel
  rx(
    'pantoprazole',
    'Pantoprazole',
    ['proton-pump-inhibitor'],
    ['pantoprazol', 'pantaprazole', 'pantoprazole sodium'],
    ['Protonix'],
  ),
  rx('rabeprazole', 'Rabeprazole', ['proton-pump-inhibitor'], [], ['Aciphex']),
  rx('dexlansoprazole', 'Dexlansoprazole', ['proton-pump-inhibitor'], [], ['Dexilant']),
  rx('nizatidine', 'Nizatidine', ['h2-blocker'], [], ['Axid']),
  rx('sucralfate', 'Sucralfate', [], [], ['Carafate']),
  rx(
    'ondansetron',
    'Ondansetron',
    ['antiemetic'],
    ['ondansetron odt', 'ondansatron', 'ondansteron'],
    ['Zofran', 'Zofran ODT', 'Zuplenz'],
  ),
  rx('metoclopramide', 'Metoclopramide', ['antiemetic'], [], ['Reglan', 'Gimoti']),
  rx(
    'prochlorperazine',
    'Prochlorperazine',
    ['antiemetic', 'antipsychotic', 'anticholinergic'],
    [],
    ['Compazine', 'Compro'],
  ),
  rx(
    'scopolamine',
    'Scopolamine',
    ['anticholinergic', 'antiemetic'],
    ['scopolamine patch', 'hyoscine'],
    ['Transderm Scop'],
  ),
  rx('dicyclomine', 'Dicyclomine', ['anticholinergic'], ['dicycloverine'], ['Bentyl']),
  rx('hyoscyamine', 'Hyoscyamine', ['anticholinergic'], [], ['Levsin', 'Levbid', 'Anaspaz', 'NuLev', 'Symax']),
  rx(
    'glycopyrrolate',
    'Glycopyrrolate',
    ['anticholinergic'],
    ['glycopyrronium'],
    ['Robinul', 'Robinul Forte', 'Cuvposa'],
  ),
  rx(
    'diphenoxylate-atropine',
    'Diphenoxylate and atropine',
    ['antidiarrheal'],
    ['diphenoxylate atropine', 'diphenoxylate'],
    ['Lomotil'],
  ),
  // Mesalamine is 5-aminosalicylic acid; its label says not to use it with a salicylate allergy.
  rx(
    'mesalamine',
    'Mesalamine',
    ['salicylate'],
    ['mesalazine', '5-asa'],
    ['Lialda', 'Asacol', 'Asacol HD', 'Apriso', 'Pentasa', 'Delzicol', 'Canasa', 'Rowasa'],
  ),
  // Sulfasalazine label: do not use with an allergy to sulfonamides or salicylates.
  rx(
    'sulfasalazine',
    'Sulfasalazine',
    ['sulfonamide', 'salicylate'],
    ['sulphasalazine'],
    ['Azulfidine', 'Azulfidine EN-tabs'],
  ),
  rx('linaclotide', 'Linaclotide', [], [], ['Linzess']),
  rx('lubiprostone', 'Lubiprostone', [], [], ['Amitiza']),

  // Skin (prescription-strength topical steroids and acne)
  rx(
    'clobetasol',
    'Clobetasol',
    ['topical-corticosteroid'],
    ['clobetasol propionate'],
    ['Temovate', 'Clobex', 'Olux', 'Impoyz'],
  ),
  rx('fluocinonide', 'Fluocinonide', ['topical-corticosteroid'], [], ['Lidex', 'Vanos']),
  rx('desonide', 'Desonide', ['topical-corticosteroid'], [], ['DesOwen', 'Desonate', 'Verdeso']),
  rx(
    'isotretinoin',
    'Isotretinoin',
    [],
    ['isotretinoine'],
    ['Accutane', 'Absorica', 'Claravis', 'Amnesteem', 'Myorisan', 'Zenatane'],
  ),

  // Other
  rx('varenicline', 'Varenicline', [], [], ['Chantix']),
  rx('disulfiram', 'Disulfiram', [], [], ['Antabuse']),
];
