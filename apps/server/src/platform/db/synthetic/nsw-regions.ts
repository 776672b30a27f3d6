/**
 * Towns the synthetic register spreads its approvals around, each with the groundwater source,
 * water sharing plan and management zone a bore there would fall under (names modelled on NSW's).
 */
export interface Region {
  town: string;
  postcode: string;
  latitude: number;
  longitude: number;
  waterSource: string;
  waterSharingPlan: string;
  zones: readonly string[];
  /** Two-digit approval prefix used by the water office of the area. */
  prefix: string;
}

const MDB_POROUS = 'Water Sharing Plan for the NSW Murray Darling Basin Porous Rock Groundwater Sources 2020';
const MDB_FRACTURED = 'Water Sharing Plan for the NSW Murray Darling Basin Fractured Rock Groundwater Sources 2020';
const GAB = 'Water Sharing Plan for the NSW Great Artesian Basin Groundwater Sources 2020';
const NORTH_COAST = 'Water Sharing Plan for the North Coast Fractured and Porous Rock Groundwater Sources 2016';

export const NSW_REGIONS: readonly Region[] = [
  { town: 'DUBBO', postcode: '2830', latitude: -32.2569, longitude: 148.6011, prefix: '80', waterSource: 'Lachlan Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Lachlan Fold Belt MDB (Other) Management Zone', 'Dubbo Management Zone'] },
  { town: 'MOREE', postcode: '2400', latitude: -29.4658, longitude: 149.8339, prefix: '90', waterSource: 'Great Artesian Basin Eastern Recharge Groundwater Source', waterSharingPlan: GAB, zones: ['Eastern Recharge Management Zone'] },
  { town: 'NARRABRI', postcode: '2390', latitude: -30.3254, longitude: 149.7830, prefix: '90', waterSource: 'Lower Namoi Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Namoi Alluvial Groundwater Sources 2020', zones: ['Lower Namoi Zone 1', 'Lower Namoi Zone 2'] },
  { town: 'GUNNEDAH', postcode: '2380', latitude: -30.9785, longitude: 150.2581, prefix: '90', waterSource: 'Upper Namoi Zone 4 Namoi Valley (Keepit Dam to Gins Leap) Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Namoi Alluvial Groundwater Sources 2020', zones: ['Upper Namoi Zone 4'] },
  { town: 'TAMWORTH', postcode: '2340', latitude: -31.0927, longitude: 150.9320, prefix: '90', waterSource: 'New England Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['New England Fold Belt MDB Management Zone'] },
  { town: 'ARMIDALE', postcode: '2350', latitude: -30.5120, longitude: 151.6650, prefix: '90', waterSource: 'New England Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['New England Fold Belt MDB Management Zone'] },
  { town: 'ORANGE', postcode: '2800', latitude: -33.2840, longitude: 149.1004, prefix: '70', waterSource: 'Orange Basalt Groundwater Source', waterSharingPlan: MDB_POROUS, zones: ['Orange Basalt Management Zone'] },
  { town: 'MUDGEE', postcode: '2850', latitude: -32.5943, longitude: 149.5871, prefix: '80', waterSource: 'Lachlan Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Lachlan Fold Belt MDB (Other) Management Zone'] },
  { town: 'FORBES', postcode: '2871', latitude: -33.3847, longitude: 148.0076, prefix: '70', waterSource: 'Upper Lachlan Alluvial Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Lachlan Alluvial Groundwater Sources 2020', zones: ['Upper Lachlan Alluvial Zone 5'] },
  { town: 'PARKES', postcode: '2870', latitude: -33.1370, longitude: 148.1750, prefix: '70', waterSource: 'Lachlan Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Lachlan Fold Belt MDB (Other) Management Zone'] },
  { town: 'GRIFFITH', postcode: '2680', latitude: -34.2900, longitude: 146.0400, prefix: '40', waterSource: 'Lower Murrumbidgee Deep Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Murrumbidgee Alluvial Groundwater Sources 2020', zones: ['Lower Murrumbidgee Deep Management Zone'] },
  { town: 'HAY', postcode: '2711', latitude: -34.5080, longitude: 144.8440, prefix: '40', waterSource: 'Lower Murrumbidgee Shallow Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Murrumbidgee Alluvial Groundwater Sources 2020', zones: ['Lower Murrumbidgee Shallow Management Zone'] },
  { town: 'WAGGA WAGGA', postcode: '2650', latitude: -35.1082, longitude: 147.3598, prefix: '40', waterSource: 'Mid Murrumbidgee Zone 3 Alluvial Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Murrumbidgee Alluvial Groundwater Sources 2020', zones: ['Mid Murrumbidgee Zone 3'] },
  { town: 'DENILIQUIN', postcode: '2710', latitude: -35.5300, longitude: 144.9600, prefix: '50', waterSource: 'Lower Murray Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Murray Alluvial Groundwater Sources 2020', zones: ['Lower Murray Shallow Management Zone', 'Lower Murray Deep Management Zone'] },
  { town: 'ALBURY', postcode: '2640', latitude: -36.0737, longitude: 146.9135, prefix: '50', waterSource: 'Upper Murray Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Murray Alluvial Groundwater Sources 2020', zones: ['Upper Murray Management Zone'] },
  { town: 'YOUNG', postcode: '2594', latitude: -34.3130, longitude: 148.3010, prefix: '70', waterSource: 'Young Granite Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Young Granite Management Zone'] },
  { town: 'GOULBURN', postcode: '2580', latitude: -34.7546, longitude: 149.7186, prefix: '10', waterSource: 'Goulburn Fractured Rock Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Greater Metropolitan Region Groundwater Sources 2023', zones: ['Goulburn Fractured Rock Management Zone'] },
  { town: 'BEGA', postcode: '2550', latitude: -36.6736, longitude: 149.8420, prefix: '10', waterSource: 'Lachlan Fold Belt Coast Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the South Coast Groundwater Sources 2016', zones: ['Bega Coastal Management Zone'] },
  { town: 'LISMORE', postcode: '2480', latitude: -28.8133, longitude: 153.2770, prefix: '30', waterSource: 'Alstonville Basalt Plateau Groundwater Source', waterSharingPlan: NORTH_COAST, zones: ['Alstonville Basalt Plateau Management Zone'] },
  { town: 'KEMPSEY', postcode: '2440', latitude: -31.0796, longitude: 152.8330, prefix: '30', waterSource: 'New England Fold Belt Coast Groundwater Source', waterSharingPlan: NORTH_COAST, zones: ['Macleay Coastal Management Zone'] },
  { town: 'BOURKE', postcode: '2840', latitude: -30.0900, longitude: 145.9380, prefix: '85', waterSource: 'Great Artesian Basin Surat Groundwater Source', waterSharingPlan: GAB, zones: ['Surat Management Zone'] },
  { town: 'WALGETT', postcode: '2832', latitude: -30.0230, longitude: 148.1180, prefix: '85', waterSource: 'Great Artesian Basin Surat Groundwater Source', waterSharingPlan: GAB, zones: ['Surat Management Zone'] },
  { town: 'COBAR', postcode: '2835', latitude: -31.4980, longitude: 145.8400, prefix: '85', waterSource: 'Lachlan Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Lachlan Fold Belt MDB (Other) Management Zone'] },
  { town: 'BROKEN HILL', postcode: '2880', latitude: -31.9530, longitude: 141.4530, prefix: '85', waterSource: 'Kanmantoo Fold Belt MDB Groundwater Source', waterSharingPlan: MDB_FRACTURED, zones: ['Kanmantoo Fold Belt MDB Management Zone'] },
  { town: 'SINGLETON', postcode: '2330', latitude: -32.5667, longitude: 151.1667, prefix: '20', waterSource: 'Sydney Basin North Coast Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the North Coast Fractured and Porous Rock Groundwater Sources 2016', zones: ['Hunter Management Zone'] },
  { town: 'RICHMOND', postcode: '2753', latitude: -33.5990, longitude: 150.7510, prefix: '10', waterSource: 'Sydney Basin Richmond Groundwater Source', waterSharingPlan: 'Water Sharing Plan for the Greater Metropolitan Region Groundwater Sources 2023', zones: ['Richmond Management Zone'] },
];
