NAME          SCFXM2  SIZE: N=914, M=661, NZ=6097
ROWS
 N  .COSTA
 E  1DT001
 E  1DT002
 E  1DT003
 E  1DT004
 E  1DT005
 E  1DT006
 E  1DT007
 E  1DT008
 L  1DT009
 E  1DT010
 E  1DT011
 E  1DT012
 E  1DT013
 E  1DT014
 E  1DT015
 E  1DT016
 L  1DT017
 E  1DT018
 E  1DT021
 E  1DT022
 E  1DT023
 E  1DT024
 L  1DT025
 E  1DT026
 L  1DT027
 L  1DT028
 L  1DT029
 L  1DT030
 E  1DT031
 L  1DT032
 L  1DT033
 E  1DT034
 E  1DT035
 E  1DT036
 E  1DT037
 L  1DT038
 L  1DT039
 L  1DT040
 L  1DT041
 L  1DT042
 E  1DT043
 E  1DT044
 L  1DT045
 L  1DT047
 L  1DT048
 L  1DT049
 E  1DT050
 L  1DT051
 E  1DT052
 L  1DT053
 L  1DT055
 E  1DT056
 L  1DT057
 E  1DT059
 L  1DT060
 L  1DT062
 L  1DT063
 L  1DT064
 L  1DT066
 L  1DT067
 E  1DT068
 E  1DT069
 L  1DT070
 E  1DT071
 E  1DT072
 E  1DT073
 L  1DT074
 E  1DT075
 L  1DT076
 L  1DT077
 E  1DT078
 E  1DT079
 E  1DT080
 E  1DT081
 E  1DT082
 E  1DT083
 E  1DT084
 E  1DT087
 E  1DT088
 E  1DT089
 E  1DT090
 E  1DT091
 E  1DT092
 E  1DT094
 L  1DT095
 L  1DT096
 L  1DT097
 L  1DT098
 L  1DT099
 E  1DT100
 E  1DT101
 E  1DT102
 E  1DT019
 E  1DT020
 E  1DT046
 L  1DT093
 E  1CROW1
 E  1CROW2
 E  1CROW3
 E  1CROW4
 E  1CROW5
 E  1MS001
 E  1MS002
 E  1MS003
 E  1MS004
 E  1MS005
 E  1MS006
 E  1MS007
 E  1MS008
 E  1MS009
 E  1MS010
 E  1MS011
 E  1MS012
 E  1MS013
 E  1MS014
 E  1MS015
 E  1MS016
 E  1MS017
 E  1MS018
 E  1MS019
 E  1MS020
 E  1MS021
 L  1MS022
 E  1MS023
 E  1MS024
 E  1MS025
 E  1MS026
 E  1MS027
 E  1MS028
 E  1MS029
 E  1MS030
 E  1MS031
 E  1MS032
 E  1MS033
 E  1MS034
 E  1MS035
 E  1MS036
 L  1MS037
 E  1MS038
 E  1MS039
 E  1MS040
 E  1MS041
 L  1MS043
 L  1MS044
 L  1MS045
 L  1MS046
 L  1MS047
 L  1MS048
 L  1MS049
 L  1MS050
 L  1MS051
 L  1MS052
 L  1MS053
 L  1MS054
 E  1MS055
 E  1MS059
 L  1MS060
 L  1MS061
 L  1MS062
 L  1MS063
 L  1MS064
 E  1MS065
 E  1MS067
 E  1MS068
 E  1MS069
 E  1MS070
 E  1MS071
 E  1MS072
 E  1MS073
 E  1MS074
 L  1MS075
 L  1MS076
 L  1MS078
 L  1MS077
 E  1MS042
 E  1MS056
 E  1MS057
 E  1MS058
 E  1CROW6
 E  1DT054
 E  1DT058
 E  1DT061
 E  1DT065
 E  1PD004
 E  1PD009
 E  1PD010
 E  1PD011
 E  1PD012
 E  1PD013
 E  1PD014
 E  1PD015
 E  1PD016
 E  1PD017
 E  1PD018
 E  1PD019
 E  1PD020
 L  1PD021
 L  1PD022
 L  1PD023
 L  1PD024
 E  1PD025
 E  1PD026
 E  1PD027
 E  1PD028
 E  1PD029
 E  1PD030
 E  1PD031
 E  1PD032
 E  1PD033
 E  1PD034
 L  1PD035
 L  1PD036
 L  1PD037
 L  1PD038
 E  1PD039
 E  1PD040
 E  1PD049
 E  1PD050
 E  1PD051
 E  1PD052
 E  1PD053
 E  1PD054
 E  1PD055
 E  1PD056
 E  1PD057
 E  1PD058
 E  1PD059
 E  1PD060
 E  1PD061
 E  1PD062
 E  1PD063
 E  1PD064
 E  1PD065
 E  1PD066
 E  1PD067
 E  1PD068
 E  1PD069
 E  1PD070
 E  1PD071
 E  1PD072
 E  1RB045
 E  1RB038
 E  1RB039
 E  1RB040
 E  1RB041
 L  1RB001
 L  1RB002
 L  1RB003
 L  1RB004
 L  1RB005
 L  1RB006
 L  1RB059
 L  1RB060
 L  1RB061
 L  1RB063
 L  1RB064
 L  1RB065
 L  1RB066
 L  1RB067
 L  1RB068
 E  1RB070
 L  1RB073
 E  1RB076
 L  1RB077
 L  1RB079
 E  1RB080
 E  1RB083
 L  1RB084
 E  1RB086
 E  1RB087
 E  1RB088
 L  1RB092
 L  1RB007
 L  1RB008
 L  1RB009
 L  1RB010
 L  1RB011
 L  1RB012
 L  1RB013
 L  1RB014
 L  1RB015
 L  1RB016
 L  1RB017
 L  1RB018
 L  1RB019
 L  1RB020
 L  1RB021
 L  1RB022
 L  1RB023
 L  1RB024
 L  1RB025
 L  1RB026
 L  1RB027
 L  1RB028
 L  1RB029
 L  1RB030
 E  1RB031
 E  1RB032
 L  1RB033
 L  1RB034
 L  1RB035
 L  1RB036
 L  1RB037
 E  1RB042
 L  1RB043
 L  1RB044
 L  1RB046
 L  1RB047
 L  1RB048
 L  1RB049
 L  1RB050
 L  1RB051
 L  1RB052
 L  1RB053
 L  1RB054
 L  1RB055
 L  1RB056
 L  1RB057
 L  1RB058
 L  1RB062
 E  1RB069
 L  1RB071
 L  1RB072
 L  1RB078
 L  1RB081
 L  1RB082
 L  1RB085
 L  1RB089
 L  1RB090
 L  1RB091
 E  2DT001
 E  2DT002
 E  2DT003
 E  2DT004
 E  2DT005
 E  2DT006
 E  2DT007
 E  2DT008
 L  2DT009
 E  2DT010
 E  2DT011
 E  2DT012
 E  2DT013
 E  2DT014
 E  2DT015
 E  2DT016
 L  2DT017
 E  2DT018
 E  2DT021
 E  2DT022
 E  2DT023
 E  2DT024
 L  2DT025
 E  2DT026
 L  2DT027
 L  2DT028
 L  2DT029
 L  2DT030
 E  2DT031
 L  2DT032
 L  2DT033
 E  2DT034
 E  2DT035
 E  2DT036
 E  2DT037
 L  2DT038
 L  2DT039
 L  2DT040
 L  2DT041
 L  2DT042
 E  2DT043
 E  2DT044
 L  2DT045
 L  2DT047
 L  2DT048
 L  2DT049
 E  2DT050
 L  2DT051
 E  2DT052
 L  2DT053
 L  2DT055
 E  2DT056
 L  2DT057
 E  2DT059
 L  2DT060
 L  2DT062
 L  2DT063
 L  2DT064
 L  2DT066
 L  2DT067
 E  2DT068
 E  2DT069
 L  2DT070
 E  2DT071
 E  2DT072
 E  2DT073
 L  2DT074
 E  2DT075
 L  2DT076
 L  2DT077
 E  2DT078
 E  2DT079
 E  2DT080
 E  2DT081
 E  2DT082
 E  2DT083
 E  2DT084
 E  2DT087
 E  2DT088
 E  2DT089
 E  2DT090
 E  2DT091
 E  2DT092
 E  2DT094
 L  2DT095
 L  2DT096
 L  2DT097
 L  2DT098
 L  2DT099
 E  2DT100
 E  2DT101
 E  2DT102
 E  2DT019
 E  2DT020
 E  2DT046
 L  2DT093
 E  2CROW1
 E  2CROW2
 E  2CROW3
 E  2CROW4
 E  2CROW5
 E  2MS001
 E  2MS002
 E  2MS003
 E  2MS004
 E  2MS005
 E  2MS006
 E  2MS007
 E  2MS008
 E  2MS009
 E  2MS010
 E  2MS011
 E  2MS012
 E  2MS013
 E  2MS014
 E  2MS015
 E  2MS016
 E  2MS017
 E  2MS018
 E  2MS019
 E  2MS020
 E  2MS021
 L  2MS022
 E  2MS023
 E  2MS024
 E  2MS025
 E  2MS026
 E  2MS027
 E  2MS028
 E  2MS029
 E  2MS030
 E  2MS031
 E  2MS032
 E  2MS033
 E  2MS034
 E  2MS035
 E  2MS036
 L  2MS037
 E  2MS038
 E  2MS039
 E  2MS040
 E  2MS041
 L  2MS043
 L  2MS044
 L  2MS045
 L  2MS046
 L  2MS047
 L  2MS048
 L  2MS049
 L  2MS050
 L  2MS051
 L  2MS052
 L  2MS053
 L  2MS054
 E  2MS055
 E  2MS059
 L  2MS060
 L  2MS061
 L  2MS062
 L  2MS063
 L  2MS064
 E  2MS065
 E  2MS067
 E  2MS068
 E  2MS069
 E  2MS070
 E  2MS071
 E  2MS072
 E  2MS073
 E  2MS074
 L  2MS075
 L  2MS076
 L  2MS078
 L  2MS077
 E  2MS042
 E  2MS056
 E  2MS057
 E  2MS058
 E  2CROW6
 E  2DT054
 E  2DT058
 E  2DT061
 E  2DT065
 E  2PD004
 E  2PD009
 E  2PD010
 E  2PD011
 E  2PD012
 E  2PD013
 E  2PD014
 E  2PD015
 E  2PD016
 E  2PD017
 E  2PD018
 E  2PD019
 E  2PD020
 L  2PD021
 L  2PD022
 L  2PD023
 L  2PD024
 E  2PD025
 E  2PD026
 E  2PD027
 E  2PD028
 E  2PD029
 E  2PD030
 E  2PD031
 E  2PD032
 E  2PD033
 E  2PD034
 L  2PD035
 L  2PD036
 L  2PD037
 L  2PD038
 E  2PD039
 E  2PD040
 E  2PD049
 E  2PD050
 E  2PD051
 E  2PD052
 E  2PD053
 E  2PD054
 E  2PD055
 E  2PD056
 E  2PD057
 E  2PD058
 E  2PD059
 E  2PD060
 E  2PD061
 E  2PD062
 E  2PD063
 E  2PD064
 E  2PD065
 E  2PD066
 E  2PD067
 E  2PD068
 E  2PD069
 E  2PD070
 E  2PD071
 E  2PD072
 E  2RB045
 E  2RB038
 E  2RB039
 E  2RB040
 E  2RB041
 L  2RB001
 L  2RB002
 L  2RB003
 L  2RB004
 L  2RB005
 L  2RB006
 L  2RB059
 L  2RB060
 L  2RB061
 L  2RB063
 L  2RB064
 L  2RB065
 L  2RB066
 L  2RB067
 L  2RB068
 E  2RB070
 L  2RB073
 E  2RB076
 L  2RB077
 L  2RB079
 E  2RB080
 E  2RB083
 L  2RB084
 E  2RB086
 E  2RB087
 E  2RB088
 L  2RB092
 L  2RB007
 L  2RB008
 L  2RB009
 L  2RB010
 L  2RB011
 L  2RB012
 L  2RB013
 L  2RB014
 L  2RB015
 L  2RB016
 L  2RB017
 L  2RB018
 L  2RB019
 L  2RB020
 L  2RB021
 L  2RB022
 L  2RB023
 L  2RB024
 L  2RB025
 L  2RB026
 L  2RB027
 L  2RB028
 L  2RB029
 L  2RB030
 E  2RB031
 E  2RB032
 L  2RB033
 L  2RB034
 L  2RB035
 L  2RB036
 L  2RB037
 E  2RB042
 L  2RB043
 L  2RB044
 L  2RB046
 L  2RB047
 L  2RB048
 L  2RB049
 L  2RB050
 L  2RB051
 L  2RB052
 L  2RB053
 L  2RB054
 L  2RB055
 L  2RB056
 L  2RB057
 L  2RB058
 L  2RB062
 E  2RB069
 L  2RB071
 L  2RB072
 L  2RB078
 L  2RB081
 L  2RB082
 L  2RB085
 L  2RB089
 L  2RB090
 L  2RB091
COLUMNS
    1D1IK     1DT012              1.   1DT060            -.13
    1D1IK     1CROW4              1.
    1D1IN     1CROW4             -1.   1DT098              1.
    1D1MK     1DT011              1.   1DT060           -.154
    1D1MK     1CROW4              1.
    1D1YK     1DT010              1.   1DT060            .278
    1D1YK     1CROW4              1.
    1D2ID     1DT015              1.   1DT062           -.281
    1D2ID     1DT063             7.5   1DT064           -12.6
    1D2ID     1CROW5              1.
    1D2IK     1DT012              1.   1DT062          -.3333
    1D2IK     1DT063            -30.   1DT064           -6.25
    1D2IK     1CROW5              1.
    1D2IN     1CROW5             -1.   1DT099              1.
    1D2LC     1DT043              1.   1DT062            .013
    1D2LC     1DT063              5.   1DT064           10.25
    1D2LC     1CROW5              1.
    1D2MD     1DT014              1.   1DT062           -.316
    1D2MD     1DT063             20.   1DT064            -20.
    1D2MD     1CROW5              1.
    1D2MK     1DT011              1.   1DT062           -.354
    1D2MK     1DT063           -22.5   1DT064            -16.
    1D2MK     1CROW5              1.
    1D2PB     1DT059              1.   1DT062           -.394
    1D2PB     1DT063           -62.5   1DT064            -7.5
    1D2PB     1CROW5              1.
    1D2US     1DT026              1.   1DT062           -.307
    1D2US     1DT063           -17.5   1DT064             -2.
    1D2US     1CROW5              1.
    1D2YD     1DT013              1.   1DT062            .724
    1D2YD     1DT063             2.5   1DT064            -7.4
    1D2YD     1CROW5              1.
    1D2YK     1DT010              1.   1DT062            .073
    1D2YK     1DT063            -45.   1DT064             -4.
    1D2YK     1CROW5              1.
    1D4BY     1DT093             -1.   1DT101           -3.26
    1DAOU     1DT009          -.0137   1DT016          -.0012
    1DAOU     1DT021           .0232   1DT024              .1
    1DAOU     1DT025            -.83   1DT026            -.15
    1DAOU     1DT033              1.   1DT082           -.001
    1DAOU     1DT083              1.   1DT084          -.0051
    1DAOU     1DT088          -.0051   1DT089          -.0137
    1DAOU     1DT100          -.0836
    1DASP     1DT018            .138   1DT020            .862
    1DASP     1DT031              1.   1DT102            3.46
    1DBZS     1DT035              1.   1DT049              1.
    1DBZS     1DT102            8.95
    1DC2P     1DT001              1.   1DT021             -1.
    1DC3A     1DT046          -.7739   1DT047              1.
    1DC3A     1DT091           .4348   1DT092           .5652
    1DC3A     1DT100          -.3284
    1DC3P     1DT021            -.61   1DT090              1.
    1DC3R     1DT001            -.09   1DT002              1.
    1DC3R     1DT090            -.85
    1DC4A     1DT046             -.8   1DT047              1.
    1DC4A     1DT092           .5349   1DT094           .4651
    1DC4A     1DT100          -.3399
    1DC65     .COSTA             10.   1DT001           -.025
    1DC65     1DT002           -.036   1DT003           -.058
    1DC65     1DT004           -.041   1DT005           -.011
    1DC65     1DT006           -.077   1DT016           -.475
    1DC65     1DT021           .0318   1DT025              1.
    1DC65     1DT042            -.05   1DT043            -.27
    1DC65     1DT044            -.08   1DT045              1.
    1DC75     1DT001           -.036   1DT002           -.042
    1DC75     1DT003           -.067   1DT004           -.047
    1DC75     1DT005           -.015   1DT006            -.09
    1DC75     1DT016           -.525   1DT021           .0318
    1DC75     1DT025              1.   1DT042          -.0525
    1DC75     1DT043            -.22   1DT044            -.03
    1DC75     1DT045              1.   1DT100          -.0124
    1DC8U     1DT084             -1.   1DT089              1.
    1DCKP     1DT017              1.   1DT021          -4.409
    1DCKP     1DT022              1.
    1DCKS     1DT022              1.   1DT102              4.
    1DCOU     1DT021           .0232   1DT024             .55
    1DCOU     1DT025             -.9   1DT026             -.1
    1DCOU     1DT033              1.   1DT081              1.
    1DCOU     1DT082          -.0039   1DT100          -.0836
    1DCTL     1DT016              1.   1DT042              1.
    1DCTL     1DT043             -1.
    1DDID     1DT015              1.   1DT066           -.282
    1DDID     1DT067              1.   1DT068              1.
    1DDMD     1DT014              1.   1DT066           -.316
    1DDMD     1DT067              1.   1DT068              1.
    1DDUS     1DT026              1.   1DT066           -.307
    1DDUS     1DT067             -3.   1DT068              1.
    1DDYD     1DT013              1.   1DT066            .724
    1DDYD     1DT067              1.   1DT068              1.
    1DFVB     1DT001           -.017   1DT002           -.016
    1DFVB     1DT003            -.01   1DT004           -.003
    1DFVB     1DT005           -.007   1DT006           -.007
    1DFVB     1DT008            -.15   1DT009          -.1074
    1DFVB     1DT016          -.0079   1DT019              1.
    1DFVB     1DT021            .038   1DT072            .676
    1DFVB     1DT074              1.   1DT084          -.0427
    1DFVB     1DT088          -.0427   1DT089          -.1074
    1DFVB     1DT102            2.21
    1DGBY     1DT025             -1.   1DT033              1.
    1DGBY     1DT077              1.   1DT101           -2.88
    1DGOU     1DT009          -.0137   1DT016          -.0012
    1DGOU     1DT018              1.   1DT021           .0232
    1DGOU     1DT024              .2   1DT025            -.88
    1DGOU     1DT026             -.1   1DT033              1.
    1DGOU     1DT082          -.0039   1DT084          -.0051
    1DGOU     1DT088          -.0051   1DT089          -.0137
    1DGOU     1DT100          -.0836
    1DH2P     1DT021          -.0511   1DT024              1.
    1DHNU     1DT009           -.785   1DT021           .0232
    1DHNU     1DT024             .45   1DT033              1.
    1DHNU     1DT080              1.   1DT084           -.215
    1DHNU     1DT088           -.215   1DT089           -.785
    1DHNU     1DT100          -.0836
    1DHPU     1DT021           .0244   1DT024             .05
    1DHPU     1DT041              1.   1DT084              1.
    1DHPU     1DT100          -.0409
    1DI4R     1DT001          -.0522   1DT004              1.
    1DI4R     1DT092            -.92
    1DIBY     1DT092             -1.   1DT101           -3.67
    1DICD     .COSTA             10.   1DT002           -.007
    1DICD     1DT004          -.0034   1DT005          -.0145
    1DICD     1DT007          -.0195   1DT009           -.098
    1DICD     1DT012           -.179   1DT015            -.08
    1DICD     1DT019            -.15   1DT021           .0139
    1DICD     1DT025           -.215   1DT028              1.
    1DICD     1DT078           -.223   1DT083             -.1
    1DICD     1DT088           -.125
    1DICG     1DT002           -.007   1DT004          -.0034
    1DICG     1DT005          -.0145   1DT007          -.0195
    1DICG     1DT009           -.128   1DT012           -.149
    1DICG     1DT015           -.045   1DT019            -.15
    1DICG     1DT021           .0139   1DT025            -.26
    1DICG     1DT028              1.   1DT078           -.253
    1DICG     1DT083            -.09   1DT088           -.125
    1DICG     1DT100          -.0487   1DT101          -3.114
    1DICK     .COSTA             10.   1DT002           -.007
    1DICK     1DT004          -.0034   1DT005          -.0145
    1DICK     1DT007          -.0195   1DT009           -.098
    1DICK     1DT012           -.179   1DT015           -.045
    1DICK     1DT019            -.15   1DT021           .0139
    1DICK     1DT025            -.26   1DT028              1.
    1DICK     1DT078           -.223   1DT083            -.09
    1DICK     1DT088           -.125
    1DIGD     .COSTA             10.   1DT002           -.007
    1DIGD     1DT004          -.0034   1DT005          -.0145
    1DIGD     1DT007          -.0195   1DT009           -.128
    1DIGD     1DT012           -.149   1DT015            -.08
    1DIGD     1DT019            -.15   1DT021           .0139
    1DIGD     1DT025           -.215   1DT028              1.
    1DIGD     1DT078           -.253   1DT083             -.1
    1DIGD     1DT088           -.125
    1DLBY     1DT002            -.02   1DT004            -.38
    1DLBY     1DT005             -.3   1DT007             -.2
    1DLBY     1DT076              1.   1DT101           -2.31
    1DLPU     1DT021           .0244   1DT024             .05
    1DLPU     1DT040              1.   1DT078              1.
    1DLPU     1DT100          -.0271
    1DMCD     .COSTA             10.   1DT002          -.0072
    1DMCD     1DT004          -.0068   1DT005          -.0375
    1DMCD     1DT007           -.023   1DT009            -.09
    1DMCD     1DT011           -.202   1DT014           -.095
    1DMCD     1DT019           -.115   1DT021           .0139
    1DMCD     1DT025          -.2285   1DT028              1.
    1DMCD     1DT030              1.   1DT078           -.205
    1DMCD     1DT083            -.08   1DT087           -.115
    1DMCG     1DT002          -.0072   1DT004          -.0068
    1DMCG     1DT005          -.0375   1DT007           -.023
    1DMCG     1DT009            -.13   1DT011           -.162
    1DMCG     1DT014            -.06   1DT019           -.115
    1DMCG     1DT021           .0139   1DT025          -.2735
    1DMCG     1DT028              1.   1DT030              1.
    1DMCG     1DT078           -.245   1DT083            -.07
    1DMCG     1DT087           -.115   1DT100          -.0487
    1DMCG     1DT101         -2.9375
    1DMCK     .COSTA             10.   1DT002          -.0072
    1DMCK     1DT004          -.0068   1DT005          -.0375
    1DMCK     1DT007           -.023   1DT009            -.09
    1DMCK     1DT011           -.202   1DT014            -.06
    1DMCK     1DT019           -.115   1DT021           .0139
    1DMCK     1DT025          -.2735   1DT028              1.
    1DMCK     1DT030              1.   1DT078           -.205
    1DMCK     1DT083            -.07   1DT087           -.115
    1DMCST    .COSTA              1.   1DT101              1.
    1DMGD     .COSTA             10.   1DT002          -.0072
    1DMGD     1DT004          -.0068   1DT005          -.0375
    1DMGD     1DT007           -.023   1DT009            -.13
    1DMGD     1DT011           -.162   1DT014           -.095
    1DMGD     1DT019           -.115   1DT021           .0139
    1DMGD     1DT025          -.2285   1DT028              1.
    1DMGD     1DT030              1.   1DT078           -.245
    1DMGD     1DT083            -.08   1DT087           -.115
    1DN4R     1DT001          -.0472   1DT005              1.
    1DN4R     1DT093            -.93
    1DNBY     1DT021             -1.   1DT101           -2.67
    1DO3R     1DT001           -.118   1DT003              1.
    1DO3R     1DT091            -.82
    1DO4N     1DT093             -1.   1DT094              1.
    1DO4R     1DT001          -.0138   1DT006              1.
    1DO4R     1DT094            -.98
    1DOCST    .COSTA              1.   1DT100              1.
    1DP94     1DT001          -.0637   1DT002         -.03806
    1DP94     1DT004         -.02075   1DT005         -.00309
    1DP94     1DT009            1.15   1DT021           .0635
    1DP94     1DT024          -.7938   1DT038            1.15
    1DP94     1DT051             4.3   1DT052            -3.6
    1DP94     1DT053             -2.   1CROW2              1.
    1DP94     1DT059         -.06902   1DT100          -.0735
    1DP94     1DT101          -.3717
    1DP98     1DT001         -.09265   1DT002         -.04946
    1DP98     1DT004         -.02731   1DT005         -.00303
    1DP98     1DT009           1.207   1DT021           .0635
    1DP98     1DT024          -.9296   1DT038           1.412
    1DP98     1DT051             1.9   1DT052             -2.
    1DP98     1DT053             -2.   1CROW2              1.
    1DP98     1DT059         -.07243   1DT100          -.0771
    1DP98     1DT101          -.3717
    1DPAL     1DT046              1.   1DT051            -8.4
    1DPAL     1DT052            3.82   1DT053             -2.
    1DPAL     1CROW2              1.   1DT101          -.3717
    1DPC4     1DT051            -8.3   1DT052           38.43
    1DPC4     1DT053             -2.   1CROW2              1.
    1DPC4     1DT093              1.   1DT101          -.3717
    1DPCT     1DT016              1.   1DT051             5.5
    1DPCT     1DT052           -3.31   1DT053             -2.
    1DPCT     1CROW2              1.   1DT101          -.3717
    1DPIN     1CROW2             -1.   1DT096              1.
    1DPOH     1DT034              1.   1DT051             -.4
    1DPOH     1DT052           10.15   1DT053             -2.
    1DPOH     1CROW2              1.   1DT101          -.3717
    1DPPS     1DT048              1.   1DT090             .95
    1DPPS     1DT091             .05   1DT102            2.41
    1DPREV    .COSTA             -1.   1DT102             -1.
    1DPRF     1DT007              1.   1DT051             6.7
    1DPRF     1DT052             .26   1DT053             -2.
    1DPRF     1CROW2              1.   1DT101          -.3717
    1DPTL     1DT051            1.25   1DT053              1.
    1DPTL     1DT101          .09293
    1DPXY     1DT037              1.   1DT051           -20.3
    1DPXY     1DT052            -8.5   1DT053             -2.
    1DPXY     1CROW2              1.   1DT101          -.3717
    1DPYS     1DT027              1.   1DT090             .02
    1DPYS     1DT091             .98   1DT102            4.72
    1DR94     1DT001          -.0637   1DT002         -.03806
    1DR94     1DT004         -.02075   1DT005         -.00309
    1DR94     1DT009            1.15   1DT021           .0635
    1DR94     1DT024          -.7938   1DT038            1.15
    1DR94     1DT055             -.4   1DT056            -3.6
    1DR94     1DT057            -1.5   1CROW3              1.
    1DR94     1DT059         -.06902   1DT100          -.0735
    1DR94     1DT101          -.3717
    1DR98     1DT001         -.09265   1DT002         -.04946
    1DR98     1DT004         -.02731   1DT005         -.00303
    1DR98     1DT009           1.207   1DT021           .0635
    1DR98     1DT024          -.9296   1DT038           1.412
    1DR98     1DT055            -2.5   1DT056             -2.
    1DR98     1DT057            -1.5   1CROW3              1.
    1DR98     1DT059         -.07243   1DT100          -.0771
    1DR98     1DT101          -.3717
    1DRAL     1DT046              1.   1DT055            -9.4
    1DRAL     1DT056            3.82   1DT057            -1.5
    1DRAL     1CROW3              1.   1DT101          -.3717
    1DRBT     1DT001           -.021   1DT002           -.025
    1DRBT     1DT004           -.013   1DT005           -.026
    1DRBT     1DT007           -.451   1DT021            .115
    1DRBT     1DT024             -.9   1DT034           -.095
    1DRBT     1DT035           -.098   1DT036           -.182
    1DRBT     1DT037            -.06   1DT039              1.
    1DRBT     1DT078             -1.   1DT100          -.0639
    1DRBT     1CROW1             -1.
    1DRC4     1DT055            -9.9   1DT056           38.43
    1DRC4     1DT057            -1.5   1CROW3              1.
    1DRC4     1DT093              1.   1DT101          -.3717
    1DRCT     1DT016              1.   1DT055            -2.6
    1DRCT     1DT056           -3.31   1DT057            -1.5
    1DRCT     1CROW3              1.   1DT101          -.3717
    1DRIN     1CROW3             -1.   1DT097              1.
    1DROH     1DT034              1.   1DT055            -1.7
    1DROH     1DT056           10.15   1DT057            -1.5
    1DROH     1CROW3              1.   1DT101          -.3717
    1DRRF     1DT007              1.   1DT055             5.6
    1DRRF     1DT056             .26   1DT057            -1.5
    1DRRF     1CROW3              1.   1DT101          -.3717
    1DRTL     1DT055            1.87   1DT057              1.
    1DRTL     1DT101          .09293
    1DRXY     1DT037              1.   1DT055           -24.1
    1DRXY     1DT056            -8.5   1DT057            -1.5
    1DRXY     1CROW3              1.   1DT101          -.3717
    1DS5B     1DT019              1.   1DT073            2.64
    1DS5B     1DT075              1.
    1DS5F     1DT020              1.   1DT073            5.69
    1DS5F     1DT075              1.
    1DS5G     1DT023              1.   1DT073            6.49
    1DS5G     1DT075              1.
    1DS5L     1DT043              1.   1DT073           -7.69
    1DS5L     1DT075              1.
    1DS5P     1DT021             -1.   1DT075             -1.
    1DS5R     1DT072             -1.   1DT073              .3
    1DS5R     1DT075              1.   1DT102           -3.36
    1DS5S     1DT044              1.   1DT073           -3.69
    1DS5S     1DT075              1.
    1DS5V     1DT008              1.   1DT073           -8.08
    1DS5V     1DT075              1.
    1DS6B     1DT019              1.   1DT069            3.62
    1DS6B     1DT070           -.487   1DT071              1.
    1DS6L     1DT043              1.   1DT069           -6.69
    1DS6L     1DT070           -.428   1DT071              1.
    1DS6R     1DT069            1.28   1DT070           -.151
    1DS6R     1DT071              1.   1DT072             -1.
    1DS6R     1DT102           -3.36
    1DS6S     1DT044              1.   1DT069            -2.7
    1DS6S     1DT070          -.0946   1DT071              1.
    1DS6V     1DT008              1.   1DT069           -7.09
    1DS6V     1DT070           -5.04   1DT071              1.
    1DSCO     1DT001           -.072   1DT002           -.027
    1DSCO     1DT003           -.034   1DT004           -.005
    1DSCO     1DT005           -.015   1DT006           -.019
    1DSCO     1DT009           -.005   1DT016            -.04
    1DSCO     1DT019              1.   1DT021           .0475
    1DSCO     1DT022           -.012   1DT023            -.04
    1DSCO     1DT032              1.   1DT080           -.137
    1DSCO     1DT081            -.58   1DT084           -.055
    1DSCO     1DT088           -.055   1DT089           -.005
    1DSCO     1DT100          -.1415
    1DSPF     1DT021          -1.055   1DT023              1.
    1DSUS     1DT082              1.   1DT102             25.
    1DSVB     1DT001           -.035   1DT002           -.026
    1DSVB     1DT003           -.016   1DT004           -.004
    1DSVB     1DT005            -.01   1DT006           -.001
    1DSVB     1DT008             -.1   1DT009          -.1428
    1DSVB     1DT016          -.0105   1DT021            .038
    1DSVB     1DT044              1.   1DT072             .61
    1DSVB     1DT074              1.   1DT084          -.0567
    1DSVB     1DT088          -.0567   1DT089          -.1428
    1DSVB     1DT102           1.977
    1DTLS     1DT036              1.   1DT049              1.
    1DTLS     1DT102            6.78
    1DV6I     1DT001           -.021   1DT002           -.025
    1DV6I     1DT004           -.013   1DT005           -.026
    1DV6I     1DT007           -.451   1DT021            .115
    1DV6I     1DT024             -.9   1DT034           -.095
    1DV6I     1DT035           -.098   1DT036           -.182
    1DV6I     1DT037            -.06   1DT039              1.
    1DV6I     1DT088              1.   1DT100          -.0639
    1DV6M     1DT001           -.029   1DT002            -.03
    1DV6M     1DT004           -.022   1DT005           -.033
    1DV6M     1DT007            -.52   1DT021            .115
    1DV6M     1DT024            -.55   1DT034           -.133
    1DV6M     1DT035           -.042   1DT036           -.125
    1DV6M     1DT037            -.01   1DT039              1.
    1DV6M     1DT087              1.   1DT100          -.0639
    1DV6Y     1DT001           -.025   1DT002           -.027
    1DV6Y     1DT004           -.015   1DT005           -.024
    1DV6Y     1DT007            -.48   1DT021            .115
    1DV6Y     1DT024            -.75   1DT034           -.124
    1DV6Y     1DT035            -.05   1DT036            -.15
    1DV6Y     1DT037            -.04   1DT039              1.
    1DV6Y     1DT079              1.   1DT100          -.0639
    1DXC3     1DT090              1.   1DT095              1.
    1DXI4     1DT092              1.
    1DXO4     1DT094              1.
    1DXPY     1DT091              1.
    1DXYS     1DT037              1.   1DT050              1.
    1DXYS     1DT102            7.98
    1DYCD     .COSTA             10.   1DT002           -.002
    1DYCD     1DT004          -.0025   1DT005          -.0093
    1DYCD     1DT007           -.005   1DT009            -.06
    1DYCD     1DT010           -.115   1DT013           -.075
    1DYCD     1DT018           -.431   1DT020            -.25
    1DYCD     1DT021           .0139   1DT028              1.
    1DYCD     1DT029              1.   1DT078            -.11
    1DYCD     1DT079            -.05
    1DYCG     1DT002          -.0022   1DT004          -.0025
    1DYCG     1DT005          -.0093   1DT007           -.005
    1DYCG     1DT009           -.075   1DT010             -.1
    1DYCG     1DT013            -.05   1DT018           -.456
    1DYCG     1DT020            -.25   1DT021           .0139
    1DYCG     1DT028              1.   1DT029              1.
    1DYCG     1DT078           -.125   1DT079            -.05
    1DYCG     1DT100          -.0487   1DT101         -2.6498
    1DYCK     .COSTA             10.   1DT002           -.002
    1DYCK     1DT004          -.0025   1DT005          -.0093
    1DYCK     1DT007           -.005   1DT009            -.06
    1DYCK     1DT010           -.115   1DT013            -.05
    1DYCK     1DT018           -.456   1DT020            -.25
    1DYCK     1DT021           .0139   1DT028              1.
    1DYCK     1DT029              1.   1DT078            -.11
    1DYCK     1DT079            -.05
    1DYCO     1DT001           -.135   1DT002            -.04
    1DYCO     1DT003            -.06   1DT004           -.011
    1DYCO     1DT005           -.022   1DT006           -.022
    1DYCO     1DT009           -.005   1DT016            -.04
    1DYCO     1DT020              1.   1DT021           .0475
    1DYCO     1DT022          -.0434   1DT023            -.04
    1DYCO     1DT032              1.   1DT080           -.136
    1DYCO     1DT081           -.307   1DT084           -.055
    1DYCO     1DT088           -.055   1DT089           -.005
    1DYCO     1DT100          -.1415
    1DYGD     .COSTA             10.   1DT002           -.002
    1DYGD     1DT004          -.0025   1DT005          -.0093
    1DYGD     1DT007           -.005   1DT009           -.075
    1DYGD     1DT010             -.1   1DT013           -.075
    1DYGD     1DT018           -.431   1DT020            -.25
    1DYGD     1DT021           .0139   1DT028              1.
    1DYGD     1DT029              1.   1DT078           -.125
    1DYGD     1DT079            -.05
    1CCOL1    1CROW1              1.   1CROW6              1.
    1CCOL2    1CROW2             -1.   1DT054              1.
    1CCOL3    1CROW3             -1.   1DT058              1.
    1CCOL4    1CROW4             -1.   1DT061              1.
    1CCOL5    1CROW5             -1.   1DT065              1.
    1M1SK     1MS014              1.   1MS056              1.
    1M1YK     1MS013              1.   1MS056              1.
    1M2BD     1MS027              1.   1MS046              2.
    1M2BD     1MS047            -40.   1MS048             -.4
    1M2BD     1MS057              1.
    1M2BG     1MS026              1.   1MS046             -1.
    1M2BG     1MS047            -40.   1MS048           -.403
    1M2BG     1MS057              1.
    1M2SK     1MS014              1.   1MS046            -15.
    1M2SK     1MS047            -35.   1MS048           -.288
    1M2SK     1MS057              1.
    1M2YK     1MS013              1.   1MS046            -10.
    1M2YK     1MS047            -40.   1MS048            .125
    1M2YK     1MS057              1.
    1M1IN     1MS056             -1.   1MS077              1.
    1M2IN     1MS057             -1.   1MS078              1.
    1M2LS     1MS033              1.   1MS046            17.5
    1M2LS     1MS047             5.5   1MS048           -.091
    1M2LS     1MS057              1.
    1M2LY     1MS032              1.   1MS046             15.
    1M2LY     1MS048           1.191   1MS057              1.
    1M2SD     1MS018              1.   1MS046            -16.
    1M2SD     1MS047             30.   1MS048           -.262
    1M2SD     1MS057              1.
    1M2SG     1MS016              1.   1MS046           -14.3
    1M2SG     1MS047             50.   1MS048           -.261
    1M2SG     1MS057              1.
    1M2UD     1MS046             -9.   1MS047              5.
    1M2UD     1MS048            -.26   1MS057              1.
    1M2UD     1MS059              1.
    1M2UG     1MS035              1.   1MS046            -9.5
    1M2UG     1MS047             20.   1MS048            -.21
    1M2UG     1MS057              1.
    1M2UL     1MS036              1.   1MS046            12.5
    1M2UL     1MS047             12.   1MS048            -.25
    1M2UL     1MS057              1.
    1M2YD     1MS017              1.   1MS046             -8.
    1M2YD     1MS047             20.   1MS048           1.064
    1M2YD     1MS057              1.
    1M2YG     1MS015              1.   1MS046            -8.5
    1M2YG     1MS047             30.   1MS048           1.115
    1M2YG     1MS057              1.
    1M5LS     1MS033              1.   1MS045           -7.11
    1M5LS     1MS055             -1.
    1M5LY     1MS032              1.   1MS045           -6.33
    1M5LY     1MS055             -1.
    1M5R      1MS041              1.   1MS055              1.
    1M5SB     1MS022              1.   1MS045            2.72
    1M5SB     1MS055             -1.
    1M5SD     1MS018              1.   1MS045           -4.13
    1M5SD     1MS055             -1.
    1M5SG     1MS016              1.   1MS045           -4.03
    1M5SG     1MS055             -1.
    1M5SL     1MS034              1.   1MS045           -3.58
    1M5SL     1MS055             -1.
    1M5YB     1MS021              1.   1MS045            5.17
    1M5YB     1MS055             -1.
    1M5YD     1MS017              1.   1MS045           -3.73
    1M5YD     1MS055             -1.
    1M5YG     1MS015              1.   1MS045           -3.83
    1M5YG     1MS055             -1.
    1M65S     1MS002           -.065   1MS004           -.025
    1M65S     1MS005           -.036   1MS006           -.056
    1M65S     1MS007          -.0175   1MS008           -.048
    1M65S     1MS009           -.064   1MS020              1.
    1M65S     1MS023            .027   1MS031            -.47
    1M65S     1MS033            -.27   1MS034            -.08
    1M65S     1MS063              1.
    1M65Y     1MS002           -.065   1MS004          -.0275
    1M65Y     1MS005           -.035   1MS006           -.056
    1M65Y     1MS007          -.0165   1MS008          -.0485
    1M65Y     1MS009           -.062   1MS019              1.
    1M65Y     1MS023            .027   1MS031            -.47
    1M65Y     1MS032            -.23   1MS034            -.12
    1M65Y     1MS063              1.
    1M6SB     1MS003            3.04   1MS022              1.
    1M6SB     1MS040              1.   1MS043            3.03
    1M6SB     1MS044            .151
    1M6SD     1MS003            3.04   1MS018              1.
    1M6SD     1MS040              1.   1MS043           -3.82
    1M6SD     1MS044           -.895
    1M6SG     1MS003            3.04   1MS016              1.
    1M6SG     1MS040              1.   1MS043           -3.72
    1M6SG     1MS044           -.891
    1M6SL     1MS003            3.04   1MS034              1.
    1M6SL     1MS040              1.   1MS043           -3.27
    1M6SL     1MS044            -.74
    1M75S     1MS002           -.065   1MS004           -.036
    1M75S     1MS005           -.041   1MS006          -.0665
    1M75S     1MS007            -.02   1MS008          -.0555
    1M75S     1MS009          -.0755   1MS020              1.
    1M75S     1MS023            .035   1MS031            -.52
    1M75S     1MS033            -.21   1MS034            -.04
    1M75S     1MS063              1.
    1M75Y     1MS002           -.065   1MS004           -.039
    1M75Y     1MS005           -.039   1MS006           -.064
    1M75Y     1MS007          -.0185   1MS008           -.054
    1M75Y     1MS009            -.07   1MS019              1.
    1M75Y     1MS023            .035   1MS031            -.52
    1M75Y     1MS032            -.18   1MS034            -.07
    1M75Y     1MS063              1.
    1M94S     1MS002            -.08   1MS004          -.0074
    1M94S     1MS005          -.0275   1MS007         -.00245
    1M94S     1MS008           -.014   1MS023           .0663
    1M94S     1MS025              1.   1MS028           -.885
    1M94S     1MS029          -.8785   1MS062              1.
    1M94Y     1MS002            -.11   1MS004          -.0128
    1M94Y     1MS005          -.0457   1MS007         -.00295
    1M94Y     1MS008         -.00231   1MS023           .0663
    1M94Y     1MS024              1.   1MS028             -.7
    1M94Y     1MS029          -.8442   1MS062              1.
    1M98S     1MS002            -.09   1MS004          -.0083
    1M98S     1MS005          -.0314   1MS007          -.0024
    1M98S     1MS008          -.0163   1MS023            .069
    1M98S     1MS025              1.   1MS028           -.925
    1M98S     1MS030          -.8606   1MS062            1.17
    1M98Y     1MS002            -.12   1MS004          -.0137
    1M98Y     1MS005            -.05   1MS007          -.0028
    1M98Y     1MS008          -.0255   1MS023            .069
    1M98Y     1MS024              1.   1MS028            -.74
    1M98Y     1MS030           -.824   1MS062            1.17
    1MAF1     1MS014             .75   1MS026             .25
    1MAF1     1MS039              1.
    1MAF2     1MS014             .75   1MS027             .25
    1MAF2     1MS039              1.
    1MAF3     1MS013             .75   1MS026             .25
    1MAF3     1MS039              1.
    1MAF4     1MS013             .75   1MS027             .25
    1MAF4     1MS039              1.
    1MALK     1DT046              1.   1MS001          -.3928
    1MALK     1MS042              1.   1MS049            -2.1
    1MALK     1MS050           -5.56   1MS051             -2.
    1MALK     1MS074            -.12
    1MASP     1MS003            3.36   1MS019            .138
    1MASP     1MS021            .862   1MS038              1.
    1MC2P     1MS004              1.   1MS065             -1.
    1MC3F     1MS023            -.67   1MS068              1.
    1MC3P     1MS005              1.   1MS065            -.09
    1MC3P     1MS068            -.85
    1MC3S     1MS003            2.31   1MS037              1.
    1MC3S     1MS068              1.
    1MC4P     1MS007              1.   1MS065          -.0472
    1MC4P     1MS067            -.93
    1MCSD     1MS001          -3.212   1MS002          -.0339
    1MCSD     1MS005           -.002   1MS007           -.007
    1MCSD     1MS008           -.004   1MS010           -.083
    1MCSD     1MS014            -.13   1MS018             -.1
    1MCSD     1MS020           -.344   1MS022            -.11
    1MCSD     1MS023           .0139   1MS061              1.
    1MCSD     1MS064             .13   1MS073            -.22
    1MCSG     1MS001          -3.212   1MS002          -.0339
    1MCSG     1MS005           -.002   1MS007           -.007
    1MCSG     1MS008           -.004   1MS010           -.083
    1MCSG     1MS012            -.22   1MS014            -.13
    1MCSG     1MS016            -.05   1MS020           -.394
    1MCSG     1MS022            -.11   1MS023           .0139
    1MCSG     1MS061              1.   1MS064             .13
    1MCYD     1MS001         -2.7289   1MS002          -.0493
    1MCYD     1MS005           -.001   1MS007           -.006
    1MCYD     1MS008           -.002   1MS010            -.03
    1MCYD     1MS013           -.107   1MS017             -.1
    1MCYD     1MS019           -.354   1MS021           -.275
    1MCYD     1MS023           .0139   1MS060              1.
    1MCYD     1MS061              1.   1MS064            .107
    1MCYD     1MS072           -.125
    1MCYG     1MS001         -2.7289   1MS002          -.0493
    1MCYG     1MS005           -.001   1MS007           -.006
    1MCYG     1MS008           -.002   1MS010            -.03
    1MCYG     1MS011           -.125   1MS013           -.107
    1MCYG     1MS015           -.047   1MS019           -.407
    1MCYG     1MS021           -.275   1MS023           .0139
    1MCYG     1MS060              1.   1MS061              1.
    1MCYG     1MS064            .107
    1MFG      1MS023             -1.   1MS065              1.
    1MH2P     1MS028              1.   1MS065          -.0511
    1MI4D     1DT093             -1.   1MS069              1.
    1MI4D     1MS074            -.12
    1MI4P     1MS008              1.   1MS065          -.0522
    1MI4P     1MS069            -.92
    1MIN4     1MS067             -1.   1MS069              1.
    1MMLC     .COSTA              1.   1MS001              1.
    1MN4D     1DT093              1.   1MS007             -1.
    1MN4D     1MS074            -.12
    1MO4P     1MS009              1.   1MS065          -.0138
    1MO4P     1MS071            -.98
    1MON4     1MS067             -1.   1MS071              1.
    1MOPC     .COSTA              1.   1MS002              1.
    1MP94     1MS001          -.3928   1MS029              1.
    1MP94     1MS042              1.   1MS049            -4.5
    1MP94     1MS050             2.2   1MS051             -2.
    1MP98     1MS001          -.3928   1MS030              1.
    1MP98     1MS042              1.   1MS049            -1.7
    1MP98     1MS050             -.5   1MS051             -2.
    1MPC3     1MS002            -.48   1MS005             -.1
    1MPC3     1MS031           -.625   1MS070              1.
    1MPC4     1MS002           -.408   1MS007             -.1
    1MPC4     1MS031           -.735   1MS071              1.
    1MPCP     1MS001          -.3928   1MS031              1.
    1MPCP     1MS042              1.   1MS049            -1.7
    1MPCP     1MS050             2.8   1MS051             -2.
    1MPIN     1MS042             -1.   1MS075              1.
    1MPN4     1MS001          -.3928   1MS042              1.
    1MPN4     1MS049            60.5   1MS050           -9.19
    1MPN4     1MS051             -2.   1MS067              1.
    1MPRC     .COSTA             -1.   1MS003             -1.
    1MPSD     1MS010            -.03   1MS025            -.75
    1MPSD     1MS027            -.22   1MS073              1.
    1MPSG     1MS010            -.03   1MS012              1.
    1MPSG     1MS025            -.86   1MS026            -.11
    1MPSR     1MS001          -.3928   1MS010              1.
    1MPSR     1MS042              1.   1MS049            -1.9
    1MPSR     1MS050             4.3   1MS051             -2.
    1MPTL     1MS001          .09821   1MS050             .87
    1MPTL     1MS051              1.
    1MPYD     1MS010            -.03   1MS024            -.81
    1MPYD     1MS027            -.16   1MS072              1.
    1MPYG     1MS010            -.03   1MS011              1.
    1MPYG     1MS024            -.89   1MS026            -.08
    1MPYP     1MS006              1.   1MS065           -.118
    1MPYP     1MS070            -.82
    1MR94     1MS029              1.   1MS052            -4.5
    1MR94     1MS053            -1.5   1MS054            -1.5
    1MR94     1MS058              1.
    1MR98     1MS030              1.   1MS052            -1.7
    1MR98     1MS053            -4.8   1MS054            -1.5
    1MR98     1MS058              1.
    1MRCP     1MS031              1.   1MS052            -1.7
    1MRCP     1MS053            -3.5   1MS054            -1.5
    1MRCP     1MS058              1.
    1MRIN     1MS001          -.3928   1MS058             -1.
    1MRIN     1MS076              1.
    1MRN4     1MS052            60.5   1MS053          -11.93
    1MRN4     1MS054            -1.5   1MS058              1.
    1MRN4     1MS067              1.
    1MRSR     1MS010              1.   1MS052            -1.9
    1MRSR     1MS053            3.02   1MS054            -1.5
    1MRSR     1MS058              1.
    1MRTL     1MS001          .09821   1MS053            1.43
    1MS6P     1MS023             -1.   1MS055              1.
    1MSRD     1DT020             -1.   1MS021              1.
    1MSRD     1MS074            -.12
    1MSWD     1DT019             -1.   1MS022              1.
    1MSWD     1MS074            -.12
    1MTCS     .COSTA             -1.   1MS074              1.
    1MULS     1MS002            -.04   1MS010            -.01
    1MULS     1MS023            .025   1MS028              .4
    1MULS     1MS033              1.   1MS036            -.99
    1MULS     1MS064              1.
    1MULY     1MS002            -.04   1MS010            -.01
    1MULY     1MS023            .025   1MS028              .5
    1MULY     1MS032              1.   1MS036            -.99
    1MULY     1MS064              1.
    1MUYD     1MS002            -.04   1MS010            -.01
    1MUYD     1MS017              1.   1MS023            .025
    1MUYD     1MS028             .25   1MS059            -.99
    1MUYD     1MS064              1.
    1MUYG     1MS002            -.04   1MS010            -.01
    1MUYG     1MS015              1.   1MS023            .025
    1MUYG     1MS028             .25   1MS035            -.99
    1MUYG     1MS064              1.
    1CCOL6    1CROW6             -1.   1RB045             -1.
    1P1BNP    1PD013             -1.   1PD025             50.
    1P1BNR    1PD018             -1.   1PD026             50.
    1P1SNP    1PD013              1.   1PD025            -50.
    1P1SNR    1PD018              1.   1PD026            -50.
    1P2BNP    1PD027             -1.   1PD031             -1.
    1P2BNP    1PD039             50.
    1P2BNR    1PD028             -1.   1PD032             -1.
    1P2BNR    1PD040             50.
    1P2SNP    1PD027              1.   1PD031              1.
    1P2SNP    1PD039            -50.
    1P2SNR    1PD028              1.   1PD032              1.
    1P2SNR    1PD040            -50.
    1PG11D    1DT061             -1.   1PD015             -1.
    1PG11I    1PD015             -1.
    1PG11R    1PD015             -1.   1RB040             -1.
    1PG11T    1PD015              1.   1PD019             -1.
    1PG11T    1PD023              1.
    1PG12D    1DT065             -1.   1PD016             -1.
    1PG12I    1PD016             -1.
    1PG12R    1PD016             -1.   1RB041             -1.
    1PG12T    1PD016              1.   1PD020             -1.
    1PG12T    1PD024              1.
    1PG1PD    1DT054             -1.   1PD013             -1.
    1PG1PD    1PD025             10.
    1PG1PI    1PD013             -1.   1PD025             10.
    1PG1PI    1PD069              1.
    1PG1PR    1PD013             -1.   1PD025             10.
    1PG1PR    1RB038             -1.
    1PG1PT    1PD013              1.   1PD017             -1.
    1PG1PT    1PD021              1.   1PD025            -10.
    1PG1RD    1DT058             -1.   1PD014             -1.
    1PG1RD    1PD026             10.
    1PG1RI    1PD014             -1.   1PD026             10.
    1PG1RI    1PD070              1.
    1PG1RR    1PD014             -1.   1PD026             10.
    1PG1RR    1RB039             -1.
    1PG1RT    1PD014              1.   1PD018             -1.
    1PG1RT    1PD022              1.   1PD026            -10.
    1PG21D    1DT061             -1.   1PD029             -1.
    1PG21I    1PD029             -1.
    1PG21M    1MS056             -1.   1PD029             -1.
    1PG21R    1PD029             -1.   1RB040             -1.
    1PG21T    1PD029              1.   1PD033             -1.
    1PG21T    1PD037              1.
    1PG22D    1DT065             -1.   1PD030             -1.
    1PG22I    1PD030             -1.
    1PG22M    1MS057             -1.   1PD030             -1.
    1PG22R    1PD030             -1.   1RB041             -1.
    1PG22T    1PD030              1.   1PD034             -1.
    1PG22T    1PD038              1.
    1PG2PD    1DT054             -1.   1PD027             -1.
    1PG2PD    1PD039             10.
    1PG2PI    1PD027             -1.   1PD039             10.
    1PG2PI    1PD071              1.
    1PG2PM    1MS042             -1.   1PD027             -1.
    1PG2PM    1PD039             10.
    1PG2PR    1PD027             -1.   1PD039             10.
    1PG2PR    1RB038             -1.
    1PG2PT    1PD027              1.   1PD031             -1.
    1PG2PT    1PD035              1.   1PD039            -10.
    1PG2RD    1DT058             -1.   1PD028             -1.
    1PG2RD    1PD040             10.
    1PG2RI    1PD028             -1.   1PD040             10.
    1PG2RI    1PD072              1.
    1PG2RM    1MS058             -1.   1PD028             -1.
    1PG2RM    1PD040             10.
    1PG2RR    1PD028             -1.   1PD040             10.
    1PG2RR    1RB039             -1.
    1PG2RT    1PD028              1.   1PD032             -1.
    1PG2RT    1PD036              1.   1PD040            -10.
    1PT11D    1DT061             -1.   1PD004           .1426
    1PT11D    1PD011              1.
    1PT11I    1PD011              1.   1PD019              1.
    1PT11R    1PD004           .2363   1PD011              1.
    1PT11R    1RB040             -1.
    1PT12D    1DT065             -1.   1PD004           .1426
    1PT12D    1PD012              1.
    1PT12I    1PD012              1.   1PD020              1.
    1PT12R    1PD004           .2363   1PD012              1.
    1PT12R    1RB041             -1.
    1PT1PD    1DT054             -1.   1PD004           .1426
    1PT1PD    1PD009              1.
    1PT1PI    1PD009              1.   1PD017              1.
    1PT1PR    1PD004           .2363   1PD009              1.
    1PT1PR    1RB038             -1.
    1PT1RD    1DT058             -1.   1PD004           .1426
    1PT1RD    1PD010              1.
    1PT1RI    1PD010              1.   1PD018              1.
    1PT1RR    1PD004           .2363   1PD010              1.
    1PT1RR    1RB039             -1.
    1PT21D    1DT061             -1.   1PD004           .2026
    1PT21D    1PD051              1.
    1PT21I    1PD019              1.   1PD051              1.
    1PT21R    1PD004           .2863   1PD051              1.
    1PT21R    1RB040             -1.
    1PT22D    1DT065             -1.   1PD004           .2026
    1PT22D    1PD052              1.
    1PT22I    1PD020              1.   1PD052              1.
    1PT22R    1PD004           .2863   1PD052              1.
    1PT22R    1RB041             -1.
    1PT2PD    1DT054             -1.   1PD004           .2026
    1PT2PD    1PD049              1.
    1PT2PI    1PD017              1.   1PD049              1.
    1PT2PR    1PD004           .2863   1PD049              1.
    1PT2PR    1RB038             -1.
    1PT2RD    1DT058             -1.   1PD004           .2026
    1PT2RD    1PD050              1.
    1PT2RI    1PD018              1.   1PD050              1.
    1PT2RR    1PD004           .2863   1PD050              1.
    1PT2RR    1RB039             -1.
    1PT31D    1DT061             -1.   1PD004           .1476
    1PT31D    1PD055              1.
    1PT31I    1PD019              1.   1PD055              1.
    1PT31R    1PD004           .3526   1PD055              1.
    1PT31R    1RB040             -1.
    1PT32D    1DT065             -1.   1PD004           .1476
    1PT32D    1PD056              1.
    1PT32I    1PD020              1.   1PD056              1.
    1PT32R    1PD004           .3526   1PD056              1.
    1PT32R    1RB041             -1.
    1PT3PD    1DT054             -1.   1PD004           .1476
    1PT3PD    1PD053              1.
    1PT3PI    1PD017              1.   1PD053              1.
    1PT3PR    1PD004           .3526   1PD053              1.
    1PT3PR    1RB038             -1.
    1PT3RD    1DT058             -1.   1PD004           .1476
    1PT3RD    1PD054              1.
    1PT3RI    1PD018              1.   1PD054              1.
    1PT3RR    1PD004           .3526   1PD054              1.
    1PT3RR    1RB039             -1.
    1PT41D    1DT061             -1.   1PD004           .0713
    1PT41D    1PD059              1.
    1PT41I    1PD019              1.   1PD059              1.
    1PT41R    1PD004           .2863   1PD059              1.
    1PT41R    1RB040             -1.
    1PT42D    1DT065             -1.   1PD004           .0713
    1PT42D    1PD060              1.
    1PT42I    1PD020              1.   1PD060              1.
    1PT42R    1PD004           .2863   1PD060              1.
    1PT42R    1RB041             -1.
    1PT4PD    1DT054             -1.   1PD004           .0713
    1PT4PD    1PD057              1.
    1PT4PI    1PD017              1.   1PD057              1.
    1PT4PR    1PD004           .2863   1PD057              1.
    1PT4PR    1RB038             -1.
    1PT4RD    1DT058             -1.   1PD004           .0713
    1PT4RD    1PD058              1.
    1PT4RI    1PD018              1.   1PD058              1.
    1PT4RR    1PD004           .2863   1PD058              1.
    1PT4RR    1RB039             -1.
    1PT51D    1DT061             -1.   1PD004            .395
    1PT51D    1PD063              1.
    1PT51I    1PD033              1.   1PD063              1.
    1PT51M    1MS056             -1.   1PD004           .1467
    1PT51M    1PD063              1.
    1PT51R    1PD004           .1239   1PD063              1.
    1PT51R    1RB040             -1.
    1PT52D    1DT065             -1.   1PD004           .4066
    1PT52D    1PD064              1.
    1PT52I    1PD034              1.   1PD064              1.
    1PT52M    1MS057             -1.   1PD004            .151
    1PT52M    1PD064              1.
    1PT52R    1PD004           .1273   1PD064              1.
    1PT52R    1RB041             -1.
    1PT5PD    1DT054             -1.   1PD004           .3536
    1PT5PD    1PD061              1.
    1PT5PI    1PD031              1.   1PD061              1.
    1PT5PM    1MS042             -1.   1PD004           .1313
    1PT5PM    1PD061              1.
    1PT5PR    1PD004            .112   1PD061              1.
    1PT5PR    1RB038             -1.
    1PT5RD    1DT058             -1.   1PD004           .3536
    1PT5RD    1PD062              1.
    1PT5RI    1PD032              1.   1PD062              1.
    1PT5RM    1MS058             -1.   1PD004           .1313
    1PT5RM    1PD062              1.
    1PT5RR    1PD004            .112   1PD062              1.
    1PT5RR    1RB039             -1.
    1PT61D    1DT061             -1.   1PD004           .3085
    1PT61D    1PD067              1.
    1PT61I    1PD033              1.   1PD067              1.
    1PT61M    1MS056             -1.   1PD004           .2547
    1PT61M    1PD067              1.
    1PT61R    1PD004           .3074   1PD067              1.
    1PT61R    1RB040             -1.
    1PT62D    1DT065             -1.   1PD004           .3175
    1PT62D    1PD068              1.
    1PT62I    1PD034              1.   1PD068              1.
    1PT62M    1MS057             -1.   1PD004           .2623
    1PT62M    1PD068              1.
    1PT62R    1PD004           .3161   1PD068              1.
    1PT62R    1RB041             -1.
    1PT6PD    1DT054             -1.   1PD004           .2766
    1PT6PD    1PD065              1.
    1PT6PI    1PD031              1.   1PD065              1.
    1PT6PM    1MS042             -1.   1PD004            .228
    1PT6PM    1PD065              1.
    1PT6PR    1PD004            .277   1PD065              1.
    1PT6PR    1RB038             -1.
    1PT6RD    1DT058             -1.   1PD004           .2766
    1PT6RD    1PD066              1.
    1PT6RI    1PD032              1.   1PD066              1.
    1PT6RM    1MS058             -1.   1PD004            .228
    1PT6RM    1PD066              1.
    1PT6RR    1PD004            .277   1PD066              1.
    1PT6RR    1RB039             -1.
    1PTCST    .COSTA              1.   1PD004             -1.
    1R1IN     1RB040             -1.   1RB091              1.
    1R2IN     1RB041             -1.   1RB092              1.
    1RALKI    1RB004            .588   1RB005             .65
    1RALKI    1RB031            .265   1RB037              1.
    1RALKI    1RB076          -.3208   1RB079              1.
    1RALKI    1RB088            6.01
    1RBGAS    1RB059           16.09   1RB060             -4.
    1RBGAS    1RB061            -86.   1RB062            -84.
    1RBGAS    1RB063           -80.4   1RB064           -84.5
    1RBGAS    1RB065           -82.5   1RB066           -79.4
    1RBGAS    1RB070              1.   1RB086              1.
    1RBGAS    1RB087           -3.57
    1RBIC4    1RB005             -1.   1RB087          -3.255
    1RBNC4    1RB006             -1.   1RB087          -3.045
    1RC3FU    1RB003              1.   1RB031          -3.836
    1RC4FU    1RB006              1.   1RB031          -4.325
    1RC6      1RB008              1.   1RB045              1.
    1RC6      1RB088              1.
    1RC7      1RB009              1.   1RB045              1.
    1RC7TX    1RB009              1.   1RB011             -1.
    1RC8TX    1RB010              1.   1RB011             -1.
    1RCOKE    1RB022              1.   1RB088            14.5
    1RCOKR    1RB001            -.41   1RB002          -.0072
    1RCOKR    1RB003          -.0183   1RB004          -.0106
    1RCOKR    1RB005          -.0032   1RB006          -.0116
    1RCOKR    1RB017              1.   1RB018           -.125
    1RCOKR    1RB019             -.3   1RB020            -.34
    1RCOKR    1RB022          -.0427   1RB031            .221
    1RCOKR    1RB036              1.   1RB076          -.0582
    1RCOKS    .COSTA             10.   1RB001           -.492
    1RCOKS    1RB002           -.056   1RB003           -.033
    1RCOKS    1RB004           -.075   1RB005           -.037
    1RCOKS    1RB006           -.019   1RB018           -.015
    1RCOKS    1RB019           -.015   1RB023          -.0399
    1RCOKS    1RB024           -.024   1RB025           -.011
    1RCOKS    1RB026           -.035   1RB027            .538
    1RCOKS    1RB031            .273   1RB036              1.
    1RCOKS    1RB076           -.181
    1RCOKT    .COSTA             10.   1RB001           -.572
    1RCOKT    1RB021           -.423   1RB023          -.0651
    1RCOKT    1RB030              1.   1RB031            .228
    1RCOKT    1RB036              1.   1RB076           -.065
    1RCRUD    1RB001          -.0005   1RB003          -.0083
    1RCRUD    1RB005           -.001   1RB006           -.001
    1RCRUD    1RB007            -.07   1RB008          -.0375
    1RCRUD    1RB009          -.0375   1RB010           -.037
    1RCRUD    1RB011            -.14   1RB012          -.0451
    1RCRUD    1RB013            -.11   1RB014            -.07
    1RCRUD    1RB015           -.023   1RB016           -.325
    1RCRUD    1RB017           -.139   1RB031            .124
    1RCRUD    1RB033              1.   1RB076          -.0178
    1RCRUD    1RB087           -3.01
    1RDLCO    1RB026              1.   1RB088              1.
    1REXTR    1RB083              1.   1RB084              1.
    1REXTR    1RB088             6.3
    1RF2GO    1RB015              1.   1RB041              1.
    1RF2GO    1RB067           -14.6   1RB073              1.
    1RF2KR    1RB013              1.   1RB041              1.
    1RF2KR    1RB067            -1.6   1RB073             -.5
    1RF3CO    1RB026              1.   1RB042              1.
    1RF6CO    1RB026              1.   1RB043              1.
    1RF6CO    1RB068           -44.5   1RB077            43.7
    1RF6CO    1RB088            2.52
    1RF6SL    1RB027              1.   1RB043              1.
    1RF6SL    1RB068           -12.7   1RB077            11.9
    1RF6SL    1RB088            2.52
    1RFC01    1RB001           -.374   1RB002           -.065
    1RFC01    1RB003          -.0382   1RB004          -.0753
    1RFC01    1RB005          -.0535   1RB006           -.018
    1RFC01    1RB016              1.   1RB024           -.422
    1RFC01    1RB025           -.181   1RB026           -.144
    1RFC01    1RB027            -.05   1RB031            .159
    1RFC01    1RB032          .06061   1RB076          -.0783
    1RFC01    1RB080              1.
    1RFC02    1RB001           -.333   1RB002          -.0595
    1RFC02    1RB003          -.0293   1RB004          -.0724
    1RFC02    1RB005          -.0455   1RB006          -.0153
    1RFC02    1RB016              1.   1RB024           -.411
    1RFC02    1RB025           -.176   1RB026           -.166
    1RFC02    1RB027            -.06   1RB031            .152
    1RFC02    1RB032          .04662   1RB076          -.0739
    1RFC02    1RB080              1.
    1RFC03    1RB001           -.335   1RB002          -.0603
    1RFC03    1RB003          -.0313   1RB004          -.0726
    1RFC03    1RB005           -.051   1RB006          -.0167
    1RFC03    1RB015            .073   1RB016            .927
    1RFC03    1RB024           -.419   1RB025            -.18
    1RFC03    1RB026           -.144   1RB027           -.061
    1RFC03    1RB031            .154   1RB032          .05618
    1RFC03    1RB076          -.0763   1RB080              1.
    1RFC04    1RB001           -.363   1RB002           -.061
    1RFC04    1RB003           -.031   1RB004           -.073
    1RFC04    1RB005          -.0457   1RB006          -.0154
    1RFC04    1RB015            .057   1RB016            .943
    1RFC04    1RB024           -.398   1RB025            -.17
    1RFC04    1RB026           -.179   1RB027            -.06
    1RFC04    1RB031            .153   1RB032          .04396
    1RFC04    1RB076          -.0763   1RB080              1.
    1RFC05    1RB001            -.32   1RB002          -.0592
    1RFC05    1RB003          -.0275   1RB004          -.0685
    1RFC05    1RB005          -.0407   1RB006          -.0139
    1RFC05    1RB016            .834   1RB020            .166
    1RFC05    1RB024           -.402   1RB025           -.173
    1RFC05    1RB026           -.175   1RB027            -.06
    1RFC05    1RB031            .149   1RB032          .05056
    1RFC05    1RB076          -.0767   1RB080              1.
    1RFC06    1RB001           -.402   1RB002          -.0563
    1RFC06    1RB003           -.031   1RB004          -.0718
    1RFC06    1RB005            -.04   1RB006          -.0142
    1RFC06    1RB016            .867   1RB020            .133
    1RFC06    1RB024           -.384   1RB025           -.165
    1RFC06    1RB026           -.204   1RB027           -.058
    1RFC06    1RB031             .15   1RB032          .04044
    1RFC06    1RB076           -.074   1RB080              1.
    1RFC07    1RB001           -.388   1RB002          -.0622
    1RFC07    1RB003          -.0306   1RB004          -.0707
    1RFC07    1RB005          -.0426   1RB006          -.0145
    1RFC07    1RB015            .062   1RB016            .783
    1RFC07    1RB020            .155   1RB024           -.402
    1RFC07    1RB025           -.173   1RB026           -.158
    1RFC07    1RB027           -.064   1RB031            .152
    1RFC07    1RB032          .04744   1RB076          -.0743
    1RFC07    1RB080              1.
    1RFC08    1RB001           -.431   1RB002           -.058
    1RFC08    1RB003           -.032   1RB004          -.0734
    1RFC08    1RB005          -.0394   1RB006          -.0142
    1RFC08    1RB015             .05   1RB016            .824
    1RFC08    1RB020            .126   1RB024           -.372
    1RFC08    1RB025           -.159   1RB026           -.197
    1RFC08    1RB027           -.075   1RB031            .151
    1RFC08    1RB032          .03842   1RB076          -.0741
    1RFC08    1RB080              1.
    1RFC09    1RB001            -.31   1RB002          -.0615
    1RFC09    1RB003          -.0293   1RB004          -.0689
    1RFC09    1RB005          -.0388   1RB006          -.0136
    1RFC09    1RB016            .928   1RB021            .078
    1RFC09    1RB024           -.415   1RB025           -.178
    1RFC09    1RB026           -.169   1RB027            -.06
    1RFC09    1RB031             .15   1RB032          .05624
    1RFC09    1RB076          -.0748   1RB080              1.
    1RFC10    1RB001            -.33   1RB002          -.0601
    1RFC10    1RB003          -.0288   1RB004          -.0693
    1RFC10    1RB005          -.0384   1RB006          -.0134
    1RFC10    1RB016            .944   1RB021            .056
    1RFC10    1RB024           -.397   1RB025            -.17
    1RFC10    1RB026           -.193   1RB027           -.065
    1RFC10    1RB031            .149   1RB032          .04399
    1RFC10    1RB076          -.0724   1RB080              1.
    1RFC11    1RB001            -.29   1RB002          -.0585
    1RFC11    1RB003          -.0262   1RB004          -.0668
    1RFC11    1RB005          -.0384   1RB006          -.0134
    1RFC11    1RB015            .068   1RB016            .865
    1RFC11    1RB021            .067   1RB024           -.406
    1RFC11    1RB025           -.174   1RB026            -.18
    1RFC11    1RB027           -.065   1RB031            .148
    1RFC11    1RB032          .05241   1RB076          -.0733
    1RFC11    1RB080              1.
    1RFC12    1RB001           -.385   1RB002          -.0582
    1RFC12    1RB003          -.0304   1RB004          -.0738
    1RFC12    1RB005          -.0401   1RB006          -.0145
    1RFC12    1RB015            .054   1RB016            .893
    1RFC12    1RB021            .053   1RB024           -.387
    1RFC12    1RB025           -.166   1RB026           -.201
    1RFC12    1RB027            -.06   1RB031            .151
    1RFC12    1RB032          .04161   1RB076          -.0734
    1RFC12    1RB080              1.
    1RFC13    1RB001           -.263   1RB002          -.0519
    1RFC13    1RB003          -.0228   1RB004          -.0585
    1RFC13    1RB005          -.0301   1RB006          -.0108
    1RFC13    1RB016            .783   1RB020            .156
    1RFC13    1RB021            .061   1RB024           -.387
    1RFC13    1RB025           -.166   1RB026           -.217
    1RFC13    1RB027           -.083   1RB031            .141
    1RFC13    1RB032          .04748   1RB076          -.0699
    1RFC13    1RB080              1.
    1RFC14    1RB001             -.4   1RB002          -.0558
    1RFC14    1RB003          -.0292   1RB004          -.0694
    1RFC14    1RB005          -.0332   1RB006          -.0124
    1RFC14    1RB016            .825   1RB020            .126
    1RFC14    1RB021            .049   1RB024           -.372
    1RFC14    1RB025           -.159   1RB026           -.211
    1RFC14    1RB027           -.084   1RB031            .147
    1RFC14    1RB032          .03845   1RB076          -.0713
    1RFC14    1RB080              1.
    1RFC15    1RB001           -.356   1RB002          -.0593
    1RFC15    1RB003          -.0276   1RB004          -.0652
    1RFC15    1RB005          -.0331   1RB006          -.0118
    1RFC15    1RB015            .058   1RB016            .738
    1RFC15    1RB020            .147   1RB021            .057
    1RFC15    1RB024           -.385   1RB025           -.165
    1RFC15    1RB026           -.205   1RB027            -.07
    1RFC15    1RB031            .146   1RB032          .04472
    1RFC15    1RB076          -.0728   1RB080              1.
    1RFC16    1RB001           -.436   1RB002          -.0578
    1RFC16    1RB003          -.0302   1RB004          -.0724
    1RFC16    1RB005          -.0339   1RB006          -.0126
    1RFC16    1RB015            .048   1RB016            .785
    1RFC16    1RB020             .12   1RB021            .047
    1RFC16    1RB024           -.364   1RB025           -.156
    1RFC16    1RB026           -.186   1RB027           -.107
    1RFC16    1RB031            .148   1RB032          .03662
    1RFC16    1RB076          -.0719   1RB080              1.
    1RFC17    1RB001           -.404   1RB002          -.0625
    1RFC17    1RB003          -.0318   1RB004          -.0716
    1RFC17    1RB005          -.0409   1RB006          -.0141
    1RFC17    1RB015            .027   1RB016            .857
    1RFC17    1RB020            .116   1RB024           -.389
    1RFC17    1RB025           -.167   1RB026           -.192
    1RFC17    1RB027           -.058   1RB031            .152
    1RFC17    1RB032          .04202   1RB076          -.0747
    1RFC17    1RB080              1.
    1RFC18    1RB001           -.385   1RB002          -.0615
    1RFC18    1RB003          -.0307   1RB004          -.0713
    1RFC18    1RB005          -.0405   1RB006           -.014
    1RFC18    1RB016            .881   1RB020            .119
    1RFC18    1RB024           -.396   1RB025            -.17
    1RFC18    1RB026           -.189   1RB027           -.056
    1RFC18    1RB031            .152   1RB032           .0432
    1RFC18    1RB076          -.0746   1RB080              1.
    1RFC19    1RB001             -.4   1RB002          -.0617
    1RFC19    1RB003          -.0316   1RB004          -.0708
    1RFC19    1RB005          -.0399   1RB006          -.0137
    1RFC19    1RB015            .027   1RB016            .843
    1RFC19    1RB020             .13   1RB024           -.388
    1RFC19    1RB025           -.166   1RB026           -.198
    1RFC19    1RB027           -.058   1RB031            .151
    1RFC19    1RB032          .04132   1RB076          -.0744
    1RFC19    1RB080              1.
    1RFC20    1RB001           -.382   1RB002          -.0606
    1RFC20    1RB003          -.0307   1RB004          -.0701
    1RFC20    1RB005          -.0398   1RB006          -.0138
    1RFC20    1RB016            .866   1RB020            .134
    1RFC20    1RB024           -.393   1RB025           -.169
    1RFC20    1RB026           -.195   1RB027           -.056
    1RFC20    1RB031             .15   1RB032          .04246
    1RFC20    1RB076          -.0746   1RB080              1.
    1RFC21    1RB001           -.368   1RB002          -.0541
    1RFC21    1RB003          -.0282   1RB004          -.0676
    1RFC21    1RB005          -.0339   1RB006          -.0123
    1RFC21    1RB015            .025   1RB016            .801
    1RFC21    1RB020            .124   1RB021             .05
    1RFC21    1RB024            -.37   1RB025           -.159
    1RFC21    1RB026           -.214   1RB027           -.086
    1RFC21    1RB031            .146   1RB032          .03925
    1RFC21    1RB076          -.0717   1RB080              1.
    1RFC22    1RB001            -.36   1RB002          -.0539
    1RFC22    1RB003           -.028   1RB004          -.0672
    1RFC22    1RB005          -.0343   1RB006          -.0125
    1RFC22    1RB016            .821   1RB020            .127
    1RFC22    1RB021            .052   1RB024           -.375
    1RFC22    1RB025           -.161   1RB026           -.216
    1RFC22    1RB027           -.079   1RB031            .146
    1RFC22    1RB032          .04027   1RB076          -.0719
    1RFC22    1RB080              1.
    1RFCCU    1RB080             -1.
    1RFCOD    1RB019              1.   1RB031            .053
    1RFCOD    1RB035              1.   1RB041              1.
    1RFCOD    1RB067             3.4   1RB076           -.008
    1RFDIE    1RB014              1.   1RB041              1.
    1RFDIE    1RB067            -8.6
    1RFHDO    1RB019            .385   1RB026            .615
    1RFHDO    1RB035              1.   1RB042              1.
    1RFHDO    1RB076           -.008
    1RFKER    1RB013              1.   1RB040              1.
    1RFLCO    1RB026              1.   1RB031            .053
    1RFLCO    1RB035              1.   1RB041              1.
    1RFLCO    1RB067            15.4   1RB076           -.008
    1RFRED    1RB041              1.   1RB067             5.4
    1RFRED    1RB085              1.
    1RFRES    1RB017              1.   1RB043              1.
    1RFRES    1RB068            10.9   1RB077           -11.7
    1RFRES    1RB088            2.52
    1RFRHC    1RB028              1.   1RB042              1.
    1RFRHC    1RB059            -.01   1RB060              4.
    1RFRHC    1RB061            88.5   1RB062            87.5
    1RFRHC    1RB063            85.7   1RB064            76.3
    1RFRHC    1RB065            75.6   1RB066            74.5
    1RFRHC    1RB070             -1.
    1RFTHR    1RB030              1.   1RB043              1.
    1RFTHR    1RB068             -.6   1RB077             -.2
    1RFTHR    1RB088            2.52
    1RGAS     1RB001              1.   1RB031             -1.
    1RLFUL    1RB026              1.   1RB031            -6.5
    1RLFUL    1RB078           -44.5
    1RLPG     1RB003              1.   1RB044              1.
    1RLPG     1RB088            1.89
    1RMCST    .COSTA              1.   1RB087              1.
    1ROCST    .COSTA              1.   1RB076              1.
    1RP84R    1RB001           -.629   1RB003          -.0219
    1RP84R    1RB005          -.0045   1RB006           -.001
    1RP84R    1RB011           1.119   1RB031             .37
    1RP84R    1RB034           1.119   1RB048            3.84
    1RP84R    1RB049             8.9   1RB050             -4.
    1RP84R    1RB051           -92.5   1RB052           -91.4
    1RP84R    1RB053           -88.9   1RB054            -84.
    1RP84R    1RB055           -83.1   1RB056           -80.4
    1RP84R    1RB069              1.   1RB076          -.0379
    1RP84R    1RB081           -92.9   1RB082           -85.1
    1RP88R    1RB001           -.756   1RB003          -.0284
    1RP88R    1RB005          -.0061   1RB006          -.0013
    1RP88R    1RB011           1.146   1RB031            .405
    1RP88R    1RB034           1.146   1RB048            4.83
    1RP88R    1RB049             7.5   1RB050             -4.
    1RP88R    1RB051           -94.5   1RB052           -93.7
    1RP88R    1RB053           -91.7   1RB054           -85.5
    1RP88R    1RB055           -84.7   1RB056           -82.5
    1RP88R    1RB069              1.   1RB076          -.0458
    1RP88R    1RB081           -94.7   1RB082           -86.5
    1RP92R    1RB001           -.898   1RB003          -.0359
    1RP92R    1RB005           -.008   1RB006          -.0016
    1RP92R    1RB011           1.182   1RB031            .455
    1RP92R    1RB034           1.182   1RB048            6.12
    1RP92R    1RB049             6.2   1RB050             -4.
    1RP92R    1RB051           -96.5   1RB052           -95.9
    1RP92R    1RB053           -94.4   1RB054           -86.9
    1RP92R    1RB055           -86.4   1RB056           -84.5
    1RP92R    1RB069              1.   1RB076          -.0592
    1RP92R    1RB081           -96.6   1RB082           -87.7
    1RP95R    1RB001          -1.056   1RB003          -.0433
    1RP95R    1RB005            -.01   1RB006          -.0019
    1RP95R    1RB011           1.224   1RB031             .51
    1RP95R    1RB034           1.224   1RB048            7.62
    1RP95R    1RB049             5.2   1RB050             -4.
    1RP95R    1RB051            -98.   1RB052           -97.5
    1RP95R    1RB053           -96.3   1RB054            -88.
    1RP95R    1RB055           -87.7   1RB056           -86.1
    1RP95R    1RB069              1.   1RB076           -.086
    1RP95R    1RB081           -98.1   1RB082           -88.9
    1RPALC    1RB083              1.   1RB087             -5.
    1RPALK    1RB004            .588   1RB005             .65
    1RPALK    1RB031            .265   1RB037              1.
    1RPALK    1RB048            4.39   1RB049            -7.3
    1RPALK    1RB050             -4.   1RB051          -102.3
    1RPALK    1RB052          -101.1   1RB053           -98.8
    1RPALK    1RB054            -96.   1RB055           -94.9
    1RPALK    1RB056           -91.5   1RB069              1.
    1RPALK    1RB076          -.3208   1RB081          -104.6
    1RPALK    1RB082          -102.3
    1RPBBL    1RB038              1.   1RB046            95.5
    1RPBBL    1RB047             99.   1RB048            -10.
    1RPBBL    1RB049             20.   1RB069             -1.
    1RPBBL    1RB071             -.1   1RB072             .25
    1RPBBL    1RB076          -.0139
    1RPCAT    1RB024              1.   1RB048            9.36
    1RPCAT    1RB049           -32.2   1RB050             -4.
    1RPCAT    1RB051            -98.   1RB052           -97.5
    1RPCAT    1RB053           -96.2   1RB054           -80.7
    1RPCAT    1RB055           -80.5   1RB056           -79.2
    1RPCAT    1RB069              1.   1RB072             -1.
    1RPCAT    1RB076           -.025   1RB081           -98.1
    1RPCAT    1RB082           -81.3
    1RPIC4    1RB005              1.   1RB048           95.62
    1RPIC4    1RB049           -130.   1RB050             -4.
    1RPIC4    1RB051           -107.   1RB052          -105.8
    1RPIC4    1RB053          -103.5   1RB054          -106.7
    1RPIC4    1RB055          -105.6   1RB056          -103.1
    1RPIC4    1RB069              1.   1RB081          -106.9
    1RPIC4    1RB082          -107.3
    1RPIN     1RB038             -1.   1RB089              1.
    1RPMON    1RB046             -.5   1RB054              1.
    1RPMON    1RB055              1.   1RB056              1.
    1RPMON    1RB082              1.
    1RPNAG    1RB086              1.   1RB087             -5.
    1RPNC4    1RB006              1.   1RB048           68.56
    1RPNC4    1RB049           -130.   1RB050             -4.
    1RPNC4    1RB051            -97.   1RB052           -96.4
    1RPNC4    1RB053           -94.8   1RB054           -96.7
    1RPNC4    1RB055           -96.2   1RB056           -94.4
    1RPNC4    1RB069              1.   1RB081           -97.2
    1RPNC4    1RB082           -97.6
    1RPREV    .COSTA             -1.   1RB088             -1.
    1RPRON    1RB046             -.5   1RB047             -1.
    1RPRON    1RB051              1.   1RB052              1.
    1RPRON    1RB053              1.   1RB081              1.
    1RPTEL    1RB050              1.   1RB051             -1.
    1RPTEL    1RB052            -1.3   1RB053            -2.5
    1RPTEL    1RB054            -1.1   1RB055            -1.4
    1RPTEL    1RB056            -2.9   1RB081             -.9
    1RPTEL    1RB082             -.8   1RB087          -.0886
    1RPUFU    1RB031             -1.   1RB087            -.35
    1RR80R    1RB001           -.517   1RB003          -.0164
    1RR80R    1RB005          -.0032   1RB006          -.0007
    1RR80R    1RB011           1.094   1RB031             .35
    1RR80R    1RB034           1.094   1RB059            2.89
    1RR80R    1RB060             -4.   1RB061           -90.2
    1RR80R    1RB062           -88.5   1RB063           -85.4
    1RR80R    1RB064            -83.   1RB065           -81.3
    1RR80R    1RB066           -78.5   1RB070              1.
    1RR80R    1RB076          -.0327
    1RR84R    1RB001           -.629   1RB003          -.0219
    1RR84R    1RB005          -.0045   1RB006           -.001
    1RR84R    1RB011           1.119   1RB031             .37
    1RR84R    1RB034           1.119   1RB059            3.72
    1RR84R    1RB060             -4.   1RB061           -92.2
    1RR84R    1RB062           -90.8   1RB063           -88.1
    1RR84R    1RB064           -84.6   1RB065           -83.3
    1RR84R    1RB066           -80.8   1RB070              1.
    1RR84R    1RB076          -.0379
    1RR88R    1RB001           -.756   1RB003          -.0284
    1RR88R    1RB005          -.0061   1RB006          -.0013
    1RR88R    1RB011           1.146   1RB031            .405
    1RR88R    1RB034           1.146   1RB059            4.69
    1RR88R    1RB060             -4.   1RB061           -94.2
    1RR88R    1RB062           -93.1   1RB063           -90.9
    1RR88R    1RB064           -86.1   1RB065           -84.9
    1RR88R    1RB066           -82.9   1RB070              1.
    1RR88R    1RB076          -.0458
    1RR92R    1RB001           -.898   1RB003          -.0359
    1RR92R    1RB005           -.008   1RB006          -.0016
    1RR92R    1RB011           1.182   1RB031            .455
    1RR92R    1RB034           1.182   1RB059            5.93
    1RR92R    1RB060             -4.   1RB061           -96.2
    1RR92R    1RB062           -95.3   1RB063           -93.6
    1RR92R    1RB064           -87.5   1RB065           -86.6
    1RR92R    1RB066           -84.9   1RB070              1.
    1RR92R    1RB076          -.0592
    1RR95R    1RB001          -1.056   1RB003          -.0433
    1RR95R    1RB005            -.01   1RB006          -.0019
    1RR95R    1RB011           1.224   1RB031             .51
    1RR95R    1RB034           1.224   1RB059            7.39
    1RR95R    1RB060             -4.   1RB061           -97.7
    1RR95R    1RB062           -96.9   1RB063           -95.5
    1RR95R    1RB064           -88.6   1RB065           -87.9
    1RR95R    1RB066           -86.5   1RB070              1.
    1RR95R    1RB076           -.086
    1RRALK    1RB004            .588   1RB005             .65
    1RRALK    1RB031            .265   1RB037              1.
    1RRALK    1RB059            4.26   1RB060             -4.
    1RRALK    1RB061          -103.7   1RB062          -102.1
    1RRALK    1RB063           -99.4   1RB064          -101.3
    1RRALK    1RB065           -99.4   1RB066           -96.6
    1RRALK    1RB070              1.   1RB076          -.3208
    1RRBBL    1RB039              1.   1RB057            91.2
    1RRBBL    1RB058             93.   1RB059            -10.
    1RRBBL    1RB070             -1.   1RB076          -.0046
    1RRBBL    2DT001              1.
    1RRC3P    1RB002          1.5873   1RB003         -.15873
    1RRC3P    1RB031            .075   1RB059            4.03
    1RRC3P    1RB060             -4.   1RB061          -101.7
    1RRC3P    1RB062           -101.   1RB063           -99.7
    1RRC3P    1RB064           -79.3   1RB065           -78.6
    1RRC3P    1RB066           -77.5   1RB070              1.
    1RRC3P    1RB076          -.2695
    1RRC45    1RB007              1.   1RB059           26.57
    1RRC45    1RB060             -4.   1RB061            -88.
    1RRC45    1RB062            -86.   1RB063           -82.2
    1RRC45    1RB064            -89.   1RB065           -86.8
    1RRC45    1RB066           -82.9   1RB070              1.
    1RRC4O    1RB004              1.   1RB059           69.09
    1RRC4O    1RB060             -4.   1RB061          -106.7
    1RRC4O    1RB062          -105.2   1RB063          -102.7
    1RRC4O    1RB064           -92.3   1RB065           -90.8
    1RRC4O    1RB066           -88.4   1RB070              1.
    1RRC4P    1RB004            1.25   1RB031            .075
    1RRC4P    1RB059            4.03   1RB060             -4.
    1RRC4P    1RB061          -101.7   1RB062           -101.
    1RRC4P    1RB063           -99.7   1RB064           -79.3
    1RRC4P    1RB065           -78.6   1RB066           -77.5
    1RRC4P    1RB070              1.   1RB076          -.2122
    1RRC6     1RB008              1.   1RB059            4.21
    1RRC6     1RB060             -4.   1RB061           -81.2
    1RRC6     1RB062            -79.   1RB063           -75.1
    1RRC6     1RB064           -80.3   1RB065           -77.9
    1RRC6     1RB066            -74.   1RB070              1.
    1RRC7     1RB009              1.   1RB059             2.1
    1RRC7     1RB060             -4.   1RB061           -76.2
    1RRC7     1RB062           -74.2   1RB063           -70.7
    1RRC7     1RB064           -76.1   1RB065           -74.1
    1RRC7     1RB066            -71.   1RB070              1.
    1RRC8E    1RB010              1.   1RB059             .97
    1RRC8E    1RB060             -4.   1RB061           -74.5
    1RRC8E    1RB062           -72.5   1RB063           -67.4
    1RRC8E    1RB064           -74.6   1RB065           -72.4
    1RRC8E    1RB066           -67.4   1RB070              1.
    1RRCAT    1RB025              1.   1RB028             -.5
    1RRCAT    1RB059             .08   1RB060             -4.
    1RRCAT    1RB061           -93.7   1RB062            -93.
    1RRCAT    1RB063           -91.4   1RB064           -81.3
    1RRCAT    1RB065           -80.7   1RB066           -79.6
    1RRCAT    1RB070              1.
    1RRCOK    1RB018              1.   1RB059            6.62
    1RRCOK    1RB060             -4.   1RB061           -84.7
    1RRCOK    1RB062           -82.6   1RB063           -79.1
    1RRCOK    1RB064           -74.6   1RB065           -73.7
    1RRCOK    1RB066           -72.3   1RB070              1.
    1RRCTF    1RB028              1.   1RB041              1.
    1RRCTF    1RB059            -.01   1RB060              4.
    1RRCTF    1RB061            88.5   1RB062            87.5
    1RRCTF    1RB063            85.7   1RB064            76.3
    1RRCTF    1RB065            75.6   1RB066            74.5
    1RRCTF    1RB067             23.   1RB070             -1.
    1RRDEX    1RB026              1.   1RB076            -.22
    1RRDEX    1RB084            -.26   1RB085            -.74
    1RRHN     1RB011              1.   1RB059             .38
    1RRHN     1RB060             -4.   1RB061           -66.7
    1RRHN     1RB062           -62.8   1RB063           -56.3
    1RRHN     1RB064           -67.3   1RB065           -63.3
    1RRHN     1RB066           -56.8   1RB070              1.
    1RRIC4    1RB005              1.   1RB059           92.73
    1RRIC4    1RB060             -4.   1RB061          -106.7
    1RRIC4    1RB062          -105.2   1RB063          -102.7
    1RRIC4    1RB064          -107.3   1RB065          -105.8
    1RRIC4    1RB066          -103.5   1RB070              1.
    1RRIN     1RB039             -1.   1RB090              1.
    1RRLCT    1RB024              1.   1RB059            9.08
    1RRLCT    1RB060             -4.   1RB061           -97.7
    1RRLCT    1RB062           -96.9   1RB063           -95.4
    1RRLCT    1RB064           -81.3   1RB065           -80.7
    1RRLCT    1RB066           -79.6   1RB070              1.
    1RRMON    1RB057           -.333   1RB064              1.
    1RRMON    1RB065              1.   1RB066              1.
    1RRNC4    1RB006              1.   1RB059           66.48
    1RRNC4    1RB060             -4.   1RB061           -96.7
    1RRNC4    1RB062           -95.8   1RB063            -94.
    1RRNC4    1RB064           -97.3   1RB065           -96.4
    1RRNC4    1RB066           -94.8   1RB070              1.
    1RRRON    1RB057           -.667   1RB058             -1.
    1RRRON    1RB061              1.   1RB062              1.
    1RRRON    1RB063              1.
    1RRTEL    1RB060              1.   1RB061            -1.1
    1RRTEL    1RB062            -1.6   1RB063            -3.3
    1RRTEL    1RB064             -.9   1RB065            -1.3
    1RRTEL    1RB066            -2.5   1RB087           .0886
    1RRTEL    2DT004              1.
    1RRTHR    1RB029              1.   1RB059            6.62
    1RRTHR    1RB060             -4.   1RB061           -78.7
    1RRTHR    1RB062           -76.2   1RB063           -72.1
    1RRTHR    1RB064           -74.6   1RB065            -72.
    1RRTHR    1RB066           -67.9   1RB070              1.
    1RRXF1    1RB011             .85   1RB012              1.
    1RRXF1    1RB013             -1.   1RB014             .15
    1RSBT     1RB045              1.   1RB087             -5.
    1RSCOK    1RB023              1.   1RB088             40.
    1RSLFU    1RB027              1.   1RB031            -6.5
    1RSLFU    1RB078           -12.7
    1RSNO1    1RB040              1.   1RB087            -4.2
    1RSNO1    2DT002              1.
    1RSNO2    1RB041              1.   1RB087           -3.78
    1RSNO3    1RB042              1.   1RB087           -3.57
    1RSNO3    2DT005              1.
    1RSPRM    1RB038              1.   1RB087           -5.46
    1RSPRM    2DT003              1.
    1RSREG    1RB039              1.   1RB087           -4.62
    1RTCHG    1RB001           -.359   1RB002           -.009
    1RTCHG    1RB003          -.0229   1RB004          -.0132
    1RTCHG    1RB005          -.0039   1RB006          -.0145
    1RTCHG    1RB027              1.   1RB029          -.2896
    1RTCHG    1RB030           -.639   1RB031              .4
    1RTCHG    1RB076           -.099
    1RTFUL    1RB030              1.   1RB031            -6.5
    1RTFUL    1RB078             -.6
    1RVFUL    1RB017              1.   1RB031            -6.5
    1RVFUL    1RB078            10.9
    1RXSFL    1RB031              1.   1RB088             .25
    2D1IK     2DT012              1.   2DT060            -.13
    2D1IK     2CROW4              1.
    2D1IN     2CROW4             -1.   2DT098              1.
    2D1MK     2DT011              1.   2DT060           -.154
    2D1MK     2CROW4              1.
    2D1YK     2DT010              1.   2DT060            .278
    2D1YK     2CROW4              1.
    2D2ID     2DT015              1.   2DT062           -.281
    2D2ID     2DT063             7.5   2DT064           -12.6
    2D2ID     2CROW5              1.
    2D2IK     2DT012              1.   2DT062          -.3333
    2D2IK     2DT063            -30.   2DT064           -6.25
    2D2IK     2CROW5              1.
    2D2IN     2CROW5             -1.   2DT099              1.
    2D2LC     2DT043              1.   2DT062            .013
    2D2LC     2DT063              5.   2DT064           10.25
    2D2LC     2CROW5              1.
    2D2MD     2DT014              1.   2DT062           -.316
    2D2MD     2DT063             20.   2DT064            -20.
    2D2MD     2CROW5              1.
    2D2MK     2DT011              1.   2DT062           -.354
    2D2MK     2DT063           -22.5   2DT064            -16.
    2D2MK     2CROW5              1.
    2D2PB     2DT059              1.   2DT062           -.394
    2D2PB     2DT063           -62.5   2DT064            -7.5
    2D2PB     2CROW5              1.
    2D2US     2DT026              1.   2DT062           -.307
    2D2US     2DT063           -17.5   2DT064             -2.
    2D2US     2CROW5              1.
    2D2YD     2DT013              1.   2DT062            .724
    2D2YD     2DT063             2.5   2DT064            -7.4
    2D2YD     2CROW5              1.
    2D2YK     2DT010              1.   2DT062            .073
    2D2YK     2DT063            -45.   2DT064             -4.
    2D2YK     2CROW5              1.
    2D4BY     2DT093             -1.   2DT101           -3.26
    2DAOU     2DT009          -.0137   2DT016          -.0012
    2DAOU     2DT021           .0232   2DT024              .1
    2DAOU     2DT025            -.83   2DT026            -.15
    2DAOU     2DT033              1.   2DT082           -.001
    2DAOU     2DT083              1.   2DT084          -.0051
    2DAOU     2DT088          -.0051   2DT089          -.0137
    2DAOU     2DT100          -.0836
    2DASP     2DT018            .138   2DT020            .862
    2DASP     2DT031              1.   2DT102            3.46
    2DBZS     2DT035              1.   2DT049              1.
    2DBZS     2DT102            8.95
    2DC2P     2DT001              1.   2DT021             -1.
    2DC3A     2DT046          -.7739   2DT047              1.
    2DC3A     2DT091           .4348   2DT092           .5652
    2DC3A     2DT100          -.3284
    2DC3P     2DT021            -.61   2DT090              1.
    2DC3R     2DT001            -.09   2DT002              1.
    2DC3R     2DT090            -.85
    2DC4A     2DT046             -.8   2DT047              1.
    2DC4A     2DT092           .5349   2DT094           .4651
    2DC4A     2DT100          -.3399
    2DC65     .COSTA             10.   2DT001           -.025
    2DC65     2DT002           -.036   2DT003           -.058
    2DC65     2DT004           -.041   2DT005           -.011
    2DC65     2DT006           -.077   2DT016           -.475
    2DC65     2DT021           .0318   2DT025              1.
    2DC65     2DT042            -.05   2DT043            -.27
    2DC65     2DT044            -.08   2DT045              1.
    2DC75     2DT001           -.036   2DT002           -.042
    2DC75     2DT003           -.067   2DT004           -.047
    2DC75     2DT005           -.015   2DT006            -.09
    2DC75     2DT016           -.525   2DT021           .0318
    2DC75     2DT025              1.   2DT042          -.0525
    2DC75     2DT043            -.22   2DT044            -.03
    2DC75     2DT045              1.   2DT100          -.0124
    2DC8U     2DT084             -1.   2DT089              1.
    2DCKP     2DT017              1.   2DT021          -4.409
    2DCKP     2DT022              1.
    2DCKS     2DT022              1.   2DT102              4.
    2DCOU     2DT021           .0232   2DT024             .55
    2DCOU     2DT025             -.9   2DT026             -.1
    2DCOU     2DT033              1.   2DT081              1.
    2DCOU     2DT082          -.0039   2DT100          -.0836
    2DCTL     2DT016              1.   2DT042              1.
    2DCTL     2DT043             -1.
    2DDID     2DT015              1.   2DT066           -.282
    2DDID     2DT067              1.   2DT068              1.
    2DDMD     2DT014              1.   2DT066           -.316
    2DDMD     2DT067              1.   2DT068              1.
    2DDUS     2DT026              1.   2DT066           -.307
    2DDUS     2DT067             -3.   2DT068              1.
    2DDYD     2DT013              1.   2DT066            .724
    2DDYD     2DT067              1.   2DT068              1.
    2DFVB     2DT001           -.017   2DT002           -.016
    2DFVB     2DT003            -.01   2DT004           -.003
    2DFVB     2DT005           -.007   2DT006           -.007
    2DFVB     2DT008            -.15   2DT009          -.1074
    2DFVB     2DT016          -.0079   2DT019              1.
    2DFVB     2DT021            .038   2DT072            .676
    2DFVB     2DT074              1.   2DT084          -.0427
    2DFVB     2DT088          -.0427   2DT089          -.1074
    2DFVB     2DT102            2.21
    2DGBY     2DT025             -1.   2DT033              1.
    2DGBY     2DT077              1.   2DT101           -2.88
    2DGOU     2DT009          -.0137   2DT016          -.0012
    2DGOU     2DT018              1.   2DT021           .0232
    2DGOU     2DT024              .2   2DT025            -.88
    2DGOU     2DT026             -.1   2DT033              1.
    2DGOU     2DT082          -.0039   2DT084          -.0051
    2DGOU     2DT088          -.0051   2DT089          -.0137
    2DGOU     2DT100          -.0836
    2DH2P     2DT021          -.0511   2DT024              1.
    2DHNU     2DT009           -.785   2DT021           .0232
    2DHNU     2DT024             .45   2DT033              1.
    2DHNU     2DT080              1.   2DT084           -.215
    2DHNU     2DT088           -.215   2DT089           -.785
    2DHNU     2DT100          -.0836
    2DHPU     2DT021           .0244   2DT024             .05
    2DHPU     2DT041              1.   2DT084              1.
    2DHPU     2DT100          -.0409
    2DI4R     2DT001          -.0522   2DT004              1.
    2DI4R     2DT092            -.92
    2DIBY     2DT092             -1.   2DT101           -3.67
    2DICD     .COSTA             10.   2DT002           -.007
    2DICD     2DT004          -.0034   2DT005          -.0145
    2DICD     2DT007          -.0195   2DT009           -.098
    2DICD     2DT012           -.179   2DT015            -.08
    2DICD     2DT019            -.15   2DT021           .0139
    2DICD     2DT025           -.215   2DT028              1.
    2DICD     2DT078           -.223   2DT083             -.1
    2DICD     2DT088           -.125
    2DICG     2DT002           -.007   2DT004          -.0034
    2DICG     2DT005          -.0145   2DT007          -.0195
    2DICG     2DT009           -.128   2DT012           -.149
    2DICG     2DT015           -.045   2DT019            -.15
    2DICG     2DT021           .0139   2DT025            -.26
    2DICG     2DT028              1.   2DT078           -.253
    2DICG     2DT083            -.09   2DT088           -.125
    2DICG     2DT100          -.0487   2DT101          -3.114
    2DICK     .COSTA             10.   2DT002           -.007
    2DICK     2DT004          -.0034   2DT005          -.0145
    2DICK     2DT007          -.0195   2DT009           -.098
    2DICK     2DT012           -.179   2DT015           -.045
    2DICK     2DT019            -.15   2DT021           .0139
    2DICK     2DT025            -.26   2DT028              1.
    2DICK     2DT078           -.223   2DT083            -.09
    2DICK     2DT088           -.125
    2DIGD     .COSTA             10.   2DT002           -.007
    2DIGD     2DT004          -.0034   2DT005          -.0145
    2DIGD     2DT007          -.0195   2DT009           -.128
    2DIGD     2DT012           -.149   2DT015            -.08
    2DIGD     2DT019            -.15   2DT021           .0139
    2DIGD     2DT025           -.215   2DT028              1.
    2DIGD     2DT078           -.253   2DT083             -.1
    2DIGD     2DT088           -.125
    2DLBY     2DT002            -.02   2DT004            -.38
    2DLBY     2DT005             -.3   2DT007             -.2
    2DLBY     2DT076              1.   2DT101           -2.31
    2DLPU     2DT021           .0244   2DT024             .05
    2DLPU     2DT040              1.   2DT078              1.
    2DLPU     2DT100          -.0271
    2DMCD     .COSTA             10.   2DT002          -.0072
    2DMCD     2DT004          -.0068   2DT005          -.0375
    2DMCD     2DT007           -.023   2DT009            -.09
    2DMCD     2DT011           -.202   2DT014           -.095
    2DMCD     2DT019           -.115   2DT021           .0139
    2DMCD     2DT025          -.2285   2DT028              1.
    2DMCD     2DT030              1.   2DT078           -.205
    2DMCD     2DT083            -.08   2DT087           -.115
    2DMCG     2DT002          -.0072   2DT004          -.0068
    2DMCG     2DT005          -.0375   2DT007           -.023
    2DMCG     2DT009            -.13   2DT011           -.162
    2DMCG     2DT014            -.06   2DT019           -.115
    2DMCG     2DT021           .0139   2DT025          -.2735
    2DMCG     2DT028              1.   2DT030              1.
    2DMCG     2DT078           -.245   2DT083            -.07
    2DMCG     2DT087           -.115   2DT100          -.0487
    2DMCG     2DT101         -2.9375
    2DMCK     .COSTA             10.   2DT002          -.0072
    2DMCK     2DT004          -.0068   2DT005          -.0375
    2DMCK     2DT007           -.023   2DT009            -.09
    2DMCK     2DT011           -.202   2DT014            -.06
    2DMCK     2DT019           -.115   2DT021           .0139
    2DMCK     2DT025          -.2735   2DT028              1.
    2DMCK     2DT030              1.   2DT078           -.205
    2DMCK     2DT083            -.07   2DT087           -.115
    2DMCST    .COSTA              1.   2DT101              1.
    2DMGD     .COSTA             10.   2DT002          -.0072
    2DMGD     2DT004          -.0068   2DT005          -.0375
    2DMGD     2DT007           -.023   2DT009            -.13
    2DMGD     2DT011           -.162   2DT014           -.095
    2DMGD     2DT019           -.115   2DT021           .0139
    2DMGD     2DT025          -.2285   2DT028              1.
    2DMGD     2DT030              1.   2DT078           -.245
    2DMGD     2DT083            -.08   2DT087           -.115
    2DN4R     2DT001          -.0472   2DT005              1.
    2DN4R     2DT093            -.93
    2DNBY     2DT021             -1.   2DT101           -2.67
    2DO3R     2DT001           -.118   2DT003              1.
    2DO3R     2DT091            -.82
    2DO4N     2DT093             -1.   2DT094              1.
    2DO4R     2DT001          -.0138   2DT006              1.
    2DO4R     2DT094            -.98
    2DOCST    .COSTA              1.   2DT100              1.
    2DP94     2DT001          -.0637   2DT002         -.03806
    2DP94     2DT004         -.02075   2DT005         -.00309
    2DP94     2DT009            1.15   2DT021           .0635
    2DP94     2DT024          -.7938   2DT038            1.15
    2DP94     2DT051             4.3   2DT052            -3.6
    2DP94     2DT053             -2.   2CROW2              1.
    2DP94     2DT059         -.06902   2DT100          -.0735
    2DP94     2DT101          -.3717
    2DP98     2DT001         -.09265   2DT002         -.04946
    2DP98     2DT004         -.02731   2DT005         -.00303
    2DP98     2DT009           1.207   2DT021           .0635
    2DP98     2DT024          -.9296   2DT038           1.412
    2DP98     2DT051             1.9   2DT052             -2.
    2DP98     2DT053             -2.   2CROW2              1.
    2DP98     2DT059         -.07243   2DT100          -.0771
    2DP98     2DT101          -.3717
    2DPAL     2DT046              1.   2DT051            -8.4
    2DPAL     2DT052            3.82   2DT053             -2.
    2DPAL     2CROW2              1.   2DT101          -.3717
    2DPC4     2DT051            -8.3   2DT052           38.43
    2DPC4     2DT053             -2.   2CROW2              1.
    2DPC4     2DT093              1.   2DT101          -.3717
    2DPCT     2DT016              1.   2DT051             5.5
    2DPCT     2DT052           -3.31   2DT053             -2.
    2DPCT     2CROW2              1.   2DT101          -.3717
    2DPIN     2CROW2             -1.   2DT096              1.
    2DPOH     2DT034              1.   2DT051             -.4
    2DPOH     2DT052           10.15   2DT053             -2.
    2DPOH     2CROW2              1.   2DT101          -.3717
    2DPPS     2DT048              1.   2DT090             .95
    2DPPS     2DT091             .05   2DT102            2.41
    2DPREV    .COSTA             -1.   2DT102             -1.
    2DPRF     2DT007              1.   2DT051             6.7
    2DPRF     2DT052             .26   2DT053             -2.
    2DPRF     2CROW2              1.   2DT101          -.3717
    2DPTL     2DT051            1.25   2DT053              1.
    2DPTL     2DT101          .09293
    2DPXY     2DT037              1.   2DT051           -20.3
    2DPXY     2DT052            -8.5   2DT053             -2.
    2DPXY     2CROW2              1.   2DT101          -.3717
    2DPYS     2DT027              1.   2DT090             .02
    2DPYS     2DT091             .98   2DT102            4.72
    2DR94     2DT001          -.0637   2DT002         -.03806
    2DR94     2DT004         -.02075   2DT005         -.00309
    2DR94     2DT009            1.15   2DT021           .0635
    2DR94     2DT024          -.7938   2DT038            1.15
    2DR94     2DT055             -.4   2DT056            -3.6
    2DR94     2DT057            -1.5   2CROW3              1.
    2DR94     2DT059         -.06902   2DT100          -.0735
    2DR94     2DT101          -.3717
    2DR98     2DT001         -.09265   2DT002         -.04946
    2DR98     2DT004         -.02731   2DT005         -.00303
    2DR98     2DT009           1.207   2DT021           .0635
    2DR98     2DT024          -.9296   2DT038           1.412
    2DR98     2DT055            -2.5   2DT056             -2.
    2DR98     2DT057            -1.5   2CROW3              1.
    2DR98     2DT059         -.07243   2DT100          -.0771
    2DR98     2DT101          -.3717
    2DRAL     2DT046              1.   2DT055            -9.4
    2DRAL     2DT056            3.82   2DT057            -1.5
    2DRAL     2CROW3              1.   2DT101          -.3717
    2DRBT     2DT001           -.021   2DT002           -.025
    2DRBT     2DT004           -.013   2DT005           -.026
    2DRBT     2DT007           -.451   2DT021            .115
    2DRBT     2DT024             -.9   2DT034           -.095
    2DRBT     2DT035           -.098   2DT036           -.182
    2DRBT     2DT037            -.06   2DT039              1.
    2DRBT     2DT078             -1.   2DT100          -.0639
    2DRBT     2CROW1             -1.
    2DRC4     2DT055            -9.9   2DT056           38.43
    2DRC4     2DT057            -1.5   2CROW3              1.
    2DRC4     2DT093              1.   2DT101          -.3717
    2DRCT     2DT016              1.   2DT055            -2.6
    2DRCT     2DT056           -3.31   2DT057            -1.5
    2DRCT     2CROW3              1.   2DT101          -.3717
    2DRIN     2CROW3             -1.   2DT097              1.
    2DROH     2DT034              1.   2DT055            -1.7
    2DROH     2DT056           10.15   2DT057            -1.5
    2DROH     2CROW3              1.   2DT101          -.3717
    2DRRF     2DT007              1.   2DT055             5.6
    2DRRF     2DT056             .26   2DT057            -1.5
    2DRRF     2CROW3              1.   2DT101          -.3717
    2DRTL     2DT055            1.87   2DT057              1.
    2DRTL     2DT101          .09293
    2DRXY     2DT037              1.   2DT055           -24.1
    2DRXY     2DT056            -8.5   2DT057            -1.5
    2DRXY     2CROW3              1.   2DT101          -.3717
    2DS5B     2DT019              1.   2DT073            2.64
    2DS5B     2DT075              1.
    2DS5F     2DT020              1.   2DT073            5.69
    2DS5F     2DT075              1.
    2DS5G     2DT023              1.   2DT073            6.49
    2DS5G     2DT075              1.
    2DS5L     2DT043              1.   2DT073           -7.69
    2DS5L     2DT075              1.
    2DS5P     2DT021             -1.   2DT075             -1.
    2DS5R     2DT072             -1.   2DT073              .3
    2DS5R     2DT075              1.   2DT102           -3.36
    2DS5S     2DT044              1.   2DT073           -3.69
    2DS5S     2DT075              1.
    2DS5V     2DT008              1.   2DT073           -8.08
    2DS5V     2DT075              1.
    2DS6B     2DT019              1.   2DT069            3.62
    2DS6B     2DT070           -.487   2DT071              1.
    2DS6L     2DT043              1.   2DT069           -6.69
    2DS6L     2DT070           -.428   2DT071              1.
    2DS6R     2DT069            1.28   2DT070           -.151
    2DS6R     2DT071              1.   2DT072             -1.
    2DS6R     2DT102           -3.36
    2DS6S     2DT044              1.   2DT069            -2.7
    2DS6S     2DT070          -.0946   2DT071              1.
    2DS6V     2DT008              1.   2DT069           -7.09
    2DS6V     2DT070           -5.04   2DT071              1.
    2DSCO     2DT001           -.072   2DT002           -.027
    2DSCO     2DT003           -.034   2DT004           -.005
    2DSCO     2DT005           -.015   2DT006           -.019
    2DSCO     2DT009           -.005   2DT016            -.04
    2DSCO     2DT019              1.   2DT021           .0475
    2DSCO     2DT022           -.012   2DT023            -.04
    2DSCO     2DT032              1.   2DT080           -.137
    2DSCO     2DT081            -.58   2DT084           -.055
    2DSCO     2DT088           -.055   2DT089           -.005
    2DSCO     2DT100          -.1415
    2DSPF     2DT021          -1.055   2DT023              1.
    2DSUS     2DT082              1.   2DT102             25.
    2DSVB     2DT001           -.035   2DT002           -.026
    2DSVB     2DT003           -.016   2DT004           -.004
    2DSVB     2DT005            -.01   2DT006           -.001
    2DSVB     2DT008             -.1   2DT009          -.1428
    2DSVB     2DT016          -.0105   2DT021            .038
    2DSVB     2DT044              1.   2DT072             .61
    2DSVB     2DT074              1.   2DT084          -.0567
    2DSVB     2DT088          -.0567   2DT089          -.1428
    2DSVB     2DT102           1.977
    2DTLS     2DT036              1.   2DT049              1.
    2DTLS     2DT102            6.78
    2DV6I     2DT001           -.021   2DT002           -.025
    2DV6I     2DT004           -.013   2DT005           -.026
    2DV6I     2DT007           -.451   2DT021            .115
    2DV6I     2DT024             -.9   2DT034           -.095
    2DV6I     2DT035           -.098   2DT036           -.182
    2DV6I     2DT037            -.06   2DT039              1.
    2DV6I     2DT088              1.   2DT100          -.0639
    2DV6M     2DT001           -.029   2DT002            -.03
    2DV6M     2DT004           -.022   2DT005           -.033
    2DV6M     2DT007            -.52   2DT021            .115
    2DV6M     2DT024            -.55   2DT034           -.133
    2DV6M     2DT035           -.042   2DT036           -.125
    2DV6M     2DT037            -.01   2DT039              1.
    2DV6M     2DT087              1.   2DT100          -.0639
    2DV6Y     2DT001           -.025   2DT002           -.027
    2DV6Y     2DT004           -.015   2DT005           -.024
    2DV6Y     2DT007            -.48   2DT021            .115
    2DV6Y     2DT024            -.75   2DT034           -.124
    2DV6Y     2DT035            -.05   2DT036            -.15
    2DV6Y     2DT037            -.04   2DT039              1.
    2DV6Y     2DT079              1.   2DT100          -.0639
    2DXC3     2DT090              1.   2DT095              1.
    2DXI4     2DT092              1.
    2DXO4     2DT094              1.
    2DXPY     2DT091              1.
    2DXYS     2DT037              1.   2DT050              1.
    2DXYS     2DT102            7.98
    2DYCD     .COSTA             10.   2DT002           -.002
    2DYCD     2DT004          -.0025   2DT005          -.0093
    2DYCD     2DT007           -.005   2DT009            -.06
    2DYCD     2DT010           -.115   2DT013           -.075
    2DYCD     2DT018           -.431   2DT020            -.25
    2DYCD     2DT021           .0139   2DT028              1.
    2DYCD     2DT029              1.   2DT078            -.11
    2DYCD     2DT079            -.05
    2DYCG     2DT002          -.0022   2DT004          -.0025
    2DYCG     2DT005          -.0093   2DT007           -.005
    2DYCG     2DT009           -.075   2DT010             -.1
    2DYCG     2DT013            -.05   2DT018           -.456
    2DYCG     2DT020            -.25   2DT021           .0139
    2DYCG     2DT028              1.   2DT029              1.
    2DYCG     2DT078           -.125   2DT079            -.05
    2DYCG     2DT100          -.0487   2DT101         -2.6498
    2DYCK     .COSTA             10.   2DT002           -.002
    2DYCK     2DT004          -.0025   2DT005          -.0093
    2DYCK     2DT007           -.005   2DT009            -.06
    2DYCK     2DT010           -.115   2DT013            -.05
    2DYCK     2DT018           -.456   2DT020            -.25
    2DYCK     2DT021           .0139   2DT028              1.
    2DYCK     2DT029              1.   2DT078            -.11
    2DYCK     2DT079            -.05
    2DYCO     2DT001           -.135   2DT002            -.04
    2DYCO     2DT003            -.06   2DT004           -.011
    2DYCO     2DT005           -.022   2DT006           -.022
    2DYCO     2DT009           -.005   2DT016            -.04
    2DYCO     2DT020              1.   2DT021           .0475
    2DYCO     2DT022          -.0434   2DT023            -.04
    2DYCO     2DT032              1.   2DT080           -.136
    2DYCO     2DT081           -.307   2DT084           -.055
    2DYCO     2DT088           -.055   2DT089           -.005
    2DYCO     2DT100          -.1415
    2DYGD     .COSTA             10.   2DT002           -.002
    2DYGD     2DT004          -.0025   2DT005          -.0093
    2DYGD     2DT007           -.005   2DT009           -.075
    2DYGD     2DT010             -.1   2DT013           -.075
    2DYGD     2DT018           -.431   2DT020            -.25
    2DYGD     2DT021           .0139   2DT028              1.
    2DYGD     2DT029              1.   2DT078           -.125
    2DYGD     2DT079            -.05
    2CCOL1    2CROW1              1.   2CROW6              1.
    2CCOL2    2CROW2             -1.   2DT054              1.
    2CCOL3    2CROW3             -1.   2DT058              1.
    2CCOL4    2CROW4             -1.   2DT061              1.
    2CCOL5    2CROW5             -1.   2DT065              1.
    2M1SK     2MS014              1.   2MS056              1.
    2M1YK     2MS013              1.   2MS056              1.
    2M2BD     2MS027              1.   2MS046              2.
    2M2BD     2MS047            -40.   2MS048             -.4
    2M2BD     2MS057              1.
    2M2BG     2MS026              1.   2MS046             -1.
    2M2BG     2MS047            -40.   2MS048           -.403
    2M2BG     2MS057              1.
    2M2SK     2MS014              1.   2MS046            -15.
    2M2SK     2MS047            -35.   2MS048           -.288
    2M2SK     2MS057              1.
    2M2YK     2MS013              1.   2MS046            -10.
    2M2YK     2MS047            -40.   2MS048            .125
    2M2YK     2MS057              1.
    2M1IN     2MS056             -1.   2MS077              1.
    2M2IN     2MS057             -1.   2MS078              1.
    2M2LS     2MS033              1.   2MS046            17.5
    2M2LS     2MS047             5.5   2MS048           -.091
    2M2LS     2MS057              1.
    2M2LY     2MS032              1.   2MS046             15.
    2M2LY     2MS048           1.191   2MS057              1.
    2M2SD     2MS018              1.   2MS046            -16.
    2M2SD     2MS047             30.   2MS048           -.262
    2M2SD     2MS057              1.
    2M2SG     2MS016              1.   2MS046           -14.3
    2M2SG     2MS047             50.   2MS048           -.261
    2M2SG     2MS057              1.
    2M2UD     2MS046             -9.   2MS047              5.
    2M2UD     2MS048            -.26   2MS057              1.
    2M2UD     2MS059              1.
    2M2UG     2MS035              1.   2MS046            -9.5
    2M2UG     2MS047             20.   2MS048            -.21
    2M2UG     2MS057              1.
    2M2UL     2MS036              1.   2MS046            12.5
    2M2UL     2MS047             12.   2MS048            -.25
    2M2UL     2MS057              1.
    2M2YD     2MS017              1.   2MS046             -8.
    2M2YD     2MS047             20.   2MS048           1.064
    2M2YD     2MS057              1.
    2M2YG     2MS015              1.   2MS046            -8.5
    2M2YG     2MS047             30.   2MS048           1.115
    2M2YG     2MS057              1.
    2M5LS     2MS033              1.   2MS045           -7.11
    2M5LS     2MS055             -1.
    2M5LY     2MS032              1.   2MS045           -6.33
    2M5LY     2MS055             -1.
    2M5R      2MS041              1.   2MS055              1.
    2M5SB     2MS022              1.   2MS045            2.72
    2M5SB     2MS055             -1.
    2M5SD     2MS018              1.   2MS045           -4.13
    2M5SD     2MS055             -1.
    2M5SG     2MS016              1.   2MS045           -4.03
    2M5SG     2MS055             -1.
    2M5SL     2MS034              1.   2MS045           -3.58
    2M5SL     2MS055             -1.
    2M5YB     2MS021              1.   2MS045            5.17
    2M5YB     2MS055             -1.
    2M5YD     2MS017              1.   2MS045           -3.73
    2M5YD     2MS055             -1.
    2M5YG     2MS015              1.   2MS045           -3.83
    2M5YG     2MS055             -1.
    2M65S     2MS002           -.065   2MS004           -.025
    2M65S     2MS005           -.036   2MS006           -.056
    2M65S     2MS007          -.0175   2MS008           -.048
    2M65S     2MS009           -.064   2MS020              1.
    2M65S     2MS023            .027   2MS031            -.47
    2M65S     2MS033            -.27   2MS034            -.08
    2M65S     2MS063              1.
    2M65Y     2MS002           -.065   2MS004          -.0275
    2M65Y     2MS005           -.035   2MS006           -.056
    2M65Y     2MS007          -.0165   2MS008          -.0485
    2M65Y     2MS009           -.062   2MS019              1.
    2M65Y     2MS023            .027   2MS031            -.47
    2M65Y     2MS032            -.23   2MS034            -.12
    2M65Y     2MS063              1.
    2M6SB     2MS003            3.04   2MS022              1.
    2M6SB     2MS040              1.   2MS043            3.03
    2M6SB     2MS044            .151
    2M6SD     2MS003            3.04   2MS018              1.
    2M6SD     2MS040              1.   2MS043           -3.82
    2M6SD     2MS044           -.895
    2M6SG     2MS003            3.04   2MS016              1.
    2M6SG     2MS040              1.   2MS043           -3.72
    2M6SG     2MS044           -.891
    2M6SL     2MS003            3.04   2MS034              1.
    2M6SL     2MS040              1.   2MS043           -3.27
    2M6SL     2MS044            -.74
    2M75S     2MS002           -.065   2MS004           -.036
    2M75S     2MS005           -.041   2MS006          -.0665
    2M75S     2MS007            -.02   2MS008          -.0555
    2M75S     2MS009          -.0755   2MS020              1.
    2M75S     2MS023            .035   2MS031            -.52
    2M75S     2MS033            -.21   2MS034            -.04
    2M75S     2MS063              1.
    2M75Y     2MS002           -.065   2MS004           -.039
    2M75Y     2MS005           -.039   2MS006           -.064
    2M75Y     2MS007          -.0185   2MS008           -.054
    2M75Y     2MS009            -.07   2MS019              1.
    2M75Y     2MS023            .035   2MS031            -.52
    2M75Y     2MS032            -.18   2MS034            -.07
    2M75Y     2MS063              1.
    2M94S     2MS002            -.08   2MS004          -.0074
    2M94S     2MS005          -.0275   2MS007         -.00245
    2M94S     2MS008           -.014   2MS023           .0663
    2M94S     2MS025              1.   2MS028           -.885
    2M94S     2MS029          -.8785   2MS062              1.
    2M94Y     2MS002            -.11   2MS004          -.0128
    2M94Y     2MS005          -.0457   2MS007         -.00295
    2M94Y     2MS008         -.00231   2MS023           .0663
    2M94Y     2MS024              1.   2MS028             -.7
    2M94Y     2MS029          -.8442   2MS062              1.
    2M98S     2MS002            -.09   2MS004          -.0083
    2M98S     2MS005          -.0314   2MS007          -.0024
    2M98S     2MS008          -.0163   2MS023            .069
    2M98S     2MS025              1.   2MS028           -.925
    2M98S     2MS030          -.8606   2MS062            1.17
    2M98Y     2MS002            -.12   2MS004          -.0137
    2M98Y     2MS005            -.05   2MS007          -.0028
    2M98Y     2MS008          -.0255   2MS023            .069
    2M98Y     2MS024              1.   2MS028            -.74
    2M98Y     2MS030           -.824   2MS062            1.17
    2MAF1     2MS014             .75   2MS026             .25
    2MAF1     2MS039              1.
    2MAF2     2MS014             .75   2MS027             .25
    2MAF2     2MS039              1.
    2MAF3     2MS013             .75   2MS026             .25
    2MAF3     2MS039              1.
    2MAF4     2MS013             .75   2MS027             .25
    2MAF4     2MS039              1.
    2MALK     2DT046              1.   2MS001          -.3928
    2MALK     2MS042              1.   2MS049            -2.1
    2MALK     2MS050           -5.56   2MS051             -2.
    2MALK     2MS074            -.12
    2MASP     2MS003            3.36   2MS019            .138
    2MASP     2MS021            .862   2MS038              1.
    2MC2P     2MS004              1.   2MS065             -1.
    2MC3F     2MS023            -.67   2MS068              1.
    2MC3P     2MS005              1.   2MS065            -.09
    2MC3P     2MS068            -.85
    2MC3S     2MS003            2.31   2MS037              1.
    2MC3S     2MS068              1.
    2MC4P     2MS007              1.   2MS065          -.0472
    2MC4P     2MS067            -.93
    2MCSD     2MS001          -3.212   2MS002          -.0339
    2MCSD     2MS005           -.002   2MS007           -.007
    2MCSD     2MS008           -.004   2MS010           -.083
    2MCSD     2MS014            -.13   2MS018             -.1
    2MCSD     2MS020           -.344   2MS022            -.11
    2MCSD     2MS023           .0139   2MS061              1.
    2MCSD     2MS064             .13   2MS073            -.22
    2MCSG     2MS001          -3.212   2MS002          -.0339
    2MCSG     2MS005           -.002   2MS007           -.007
    2MCSG     2MS008           -.004   2MS010           -.083
    2MCSG     2MS012            -.22   2MS014            -.13
    2MCSG     2MS016            -.05   2MS020           -.394
    2MCSG     2MS022            -.11   2MS023           .0139
    2MCSG     2MS061              1.   2MS064             .13
    2MCYD     2MS001         -2.7289   2MS002          -.0493
    2MCYD     2MS005           -.001   2MS007           -.006
    2MCYD     2MS008           -.002   2MS010            -.03
    2MCYD     2MS013           -.107   2MS017             -.1
    2MCYD     2MS019           -.354   2MS021           -.275
    2MCYD     2MS023           .0139   2MS060              1.
    2MCYD     2MS061              1.   2MS064            .107
    2MCYD     2MS072           -.125
    2MCYG     2MS001         -2.7289   2MS002          -.0493
    2MCYG     2MS005           -.001   2MS007           -.006
    2MCYG     2MS008           -.002   2MS010            -.03
    2MCYG     2MS011           -.125   2MS013           -.107
    2MCYG     2MS015           -.047   2MS019           -.407
    2MCYG     2MS021           -.275   2MS023           .0139
    2MCYG     2MS060              1.   2MS061              1.
    2MCYG     2MS064            .107
    2MFG      2MS023             -1.   2MS065              1.
    2MH2P     2MS028              1.   2MS065          -.0511
    2MI4D     2DT093             -1.   2MS069              1.
    2MI4D     2MS074            -.12
    2MI4P     2MS008              1.   2MS065          -.0522
    2MI4P     2MS069            -.92
    2MIN4     2MS067             -1.   2MS069              1.
    2MMLC     .COSTA              1.   2MS001              1.
    2MN4D     2DT093              1.   2MS007             -1.
    2MN4D     2MS074            -.12
    2MO4P     2MS009              1.   2MS065          -.0138
    2MO4P     2MS071            -.98
    2MON4     2MS067             -1.   2MS071              1.
    2MOPC     .COSTA              1.   2MS002              1.
    2MP94     2MS001          -.3928   2MS029              1.
    2MP94     2MS042              1.   2MS049            -4.5
    2MP94     2MS050             2.2   2MS051             -2.
    2MP98     2MS001          -.3928   2MS030              1.
    2MP98     2MS042              1.   2MS049            -1.7
    2MP98     2MS050             -.5   2MS051             -2.
    2MPC3     2MS002            -.48   2MS005             -.1
    2MPC3     2MS031           -.625   2MS070              1.
    2MPC4     2MS002           -.408   2MS007             -.1
    2MPC4     2MS031           -.735   2MS071              1.
    2MPCP     2MS001          -.3928   2MS031              1.
    2MPCP     2MS042              1.   2MS049            -1.7
    2MPCP     2MS050             2.8   2MS051             -2.
    2MPIN     2MS042             -1.   2MS075              1.
    2MPN4     2MS001          -.3928   2MS042              1.
    2MPN4     2MS049            60.5   2MS050           -9.19
    2MPN4     2MS051             -2.   2MS067              1.
    2MPRC     .COSTA             -1.   2MS003             -1.
    2MPSD     2MS010            -.03   2MS025            -.75
    2MPSD     2MS027            -.22   2MS073              1.
    2MPSG     2MS010            -.03   2MS012              1.
    2MPSG     2MS025            -.86   2MS026            -.11
    2MPSR     2MS001          -.3928   2MS010              1.
    2MPSR     2MS042              1.   2MS049            -1.9
    2MPSR     2MS050             4.3   2MS051             -2.
    2MPTL     2MS001          .09821   2MS050             .87
    2MPTL     2MS051              1.
    2MPYD     2MS010            -.03   2MS024            -.81
    2MPYD     2MS027            -.16   2MS072              1.
    2MPYG     2MS010            -.03   2MS011              1.
    2MPYG     2MS024            -.89   2MS026            -.08
    2MPYP     2MS006              1.   2MS065           -.118
    2MPYP     2MS070            -.82
    2MR94     2MS029              1.   2MS052            -4.5
    2MR94     2MS053            -1.5   2MS054            -1.5
    2MR94     2MS058              1.
    2MR98     2MS030              1.   2MS052            -1.7
    2MR98     2MS053            -4.8   2MS054            -1.5
    2MR98     2MS058              1.
    2MRCP     2MS031              1.   2MS052            -1.7
    2MRCP     2MS053            -3.5   2MS054            -1.5
    2MRCP     2MS058              1.
    2MRIN     2MS001          -.3928   2MS058             -1.
    2MRIN     2MS076              1.
    2MRN4     2MS052            60.5   2MS053          -11.93
    2MRN4     2MS054            -1.5   2MS058              1.
    2MRN4     2MS067              1.
    2MRSR     2MS010              1.   2MS052            -1.9
    2MRSR     2MS053            3.02   2MS054            -1.5
    2MRSR     2MS058              1.
    2MRTL     2MS001          .09821   2MS053            1.43
    2MS6P     2MS023             -1.   2MS055              1.
    2MSRD     2DT020             -1.   2MS021              1.
    2MSRD     2MS074            -.12
    2MSWD     2DT019             -1.   2MS022              1.
    2MSWD     2MS074            -.12
    2MTCS     .COSTA             -1.   2MS074              1.
    2MULS     2MS002            -.04   2MS010            -.01
    2MULS     2MS023            .025   2MS028              .4
    2MULS     2MS033              1.   2MS036            -.99
    2MULS     2MS064              1.
    2MULY     2MS002            -.04   2MS010            -.01
    2MULY     2MS023            .025   2MS028              .5
    2MULY     2MS032              1.   2MS036            -.99
    2MULY     2MS064              1.
    2MUYD     2MS002            -.04   2MS010            -.01
    2MUYD     2MS017              1.   2MS023            .025
    2MUYD     2MS028             .25   2MS059            -.99
    2MUYD     2MS064              1.
    2MUYG     2MS002            -.04   2MS010            -.01
    2MUYG     2MS015              1.   2MS023            .025
    2MUYG     2MS028             .25   2MS035            -.99
    2MUYG     2MS064              1.
    2CCOL6    2CROW6             -1.   2RB045             -1.
    2P1BNP    2PD013             -1.   2PD025             50.
    2P1BNR    2PD018             -1.   2PD026             50.
    2P1SNP    2PD013              1.   2PD025            -50.
    2P1SNR    2PD018              1.   2PD026            -50.
    2P2BNP    2PD027             -1.   2PD031             -1.
    2P2BNP    2PD039             50.
    2P2BNR    2PD028             -1.   2PD032             -1.
    2P2BNR    2PD040             50.
    2P2SNP    2PD027              1.   2PD031              1.
    2P2SNP    2PD039            -50.
    2P2SNR    2PD028              1.   2PD032              1.
    2P2SNR    2PD040            -50.
    2PG11D    2DT061             -1.   2PD015             -1.
    2PG11I    2PD015             -1.
    2PG11R    2PD015             -1.   2RB040             -1.
    2PG11T    2PD015              1.   2PD019             -1.
    2PG11T    2PD023              1.
    2PG12D    2DT065             -1.   2PD016             -1.
    2PG12I    2PD016             -1.
    2PG12R    2PD016             -1.   2RB041             -1.
    2PG12T    2PD016              1.   2PD020             -1.
    2PG12T    2PD024              1.
    2PG1PD    2DT054             -1.   2PD013             -1.
    2PG1PD    2PD025             10.
    2PG1PI    2PD013             -1.   2PD025             10.
    2PG1PI    2PD069              1.
    2PG1PR    2PD013             -1.   2PD025             10.
    2PG1PR    2RB038             -1.
    2PG1PT    2PD013              1.   2PD017             -1.
    2PG1PT    2PD021              1.   2PD025            -10.
    2PG1RD    2DT058             -1.   2PD014             -1.
    2PG1RD    2PD026             10.
    2PG1RI    2PD014             -1.   2PD026             10.
    2PG1RI    2PD070              1.
    2PG1RR    2PD014             -1.   2PD026             10.
    2PG1RR    2RB039             -1.
    2PG1RT    2PD014              1.   2PD018             -1.
    2PG1RT    2PD022              1.   2PD026            -10.
    2PG21D    2DT061             -1.   2PD029             -1.
    2PG21I    2PD029             -1.
    2PG21M    2MS056             -1.   2PD029             -1.
    2PG21R    2PD029             -1.   2RB040             -1.
    2PG21T    2PD029              1.   2PD033             -1.
    2PG21T    2PD037              1.
    2PG22D    2DT065             -1.   2PD030             -1.
    2PG22I    2PD030             -1.
    2PG22M    2MS057             -1.   2PD030             -1.
    2PG22R    2PD030             -1.   2RB041             -1.
    2PG22T    2PD030              1.   2PD034             -1.
    2PG22T    2PD038              1.
    2PG2PD    2DT054             -1.   2PD027             -1.
    2PG2PD    2PD039             10.
    2PG2PI    2PD027             -1.   2PD039             10.
    2PG2PI    2PD071              1.
    2PG2PM    2MS042             -1.   2PD027             -1.
    2PG2PM    2PD039             10.
    2PG2PR    2PD027             -1.   2PD039             10.
    2PG2PR    2RB038             -1.
    2PG2PT    2PD027              1.   2PD031             -1.
    2PG2PT    2PD035              1.   2PD039            -10.
    2PG2RD    2DT058             -1.   2PD028             -1.
    2PG2RD    2PD040             10.
    2PG2RI    2PD028             -1.   2PD040             10.
    2PG2RI    2PD072              1.
    2PG2RM    2MS058             -1.   2PD028             -1.
    2PG2RM    2PD040             10.
    2PG2RR    2PD028             -1.   2PD040             10.
    2PG2RR    2RB039             -1.
    2PG2RT    2PD028              1.   2PD032             -1.
    2PG2RT    2PD036              1.   2PD040            -10.
    2PT11D    2DT061             -1.   2PD004           .1426
    2PT11D    2PD011              1.
    2PT11I    2PD011              1.   2PD019              1.
    2PT11R    2PD004           .2363   2PD011              1.
    2PT11R    2RB040             -1.
    2PT12D    2DT065             -1.   2PD004           .1426
    2PT12D    2PD012              1.
    2PT12I    2PD012              1.   2PD020              1.
    2PT12R    2PD004           .2363   2PD012              1.
    2PT12R    2RB041             -1.
    2PT1PD    2DT054             -1.   2PD004           .1426
    2PT1PD    2PD009              1.
    2PT1PI    2PD009              1.   2PD017              1.
    2PT1PR    2PD004           .2363   2PD009              1.
    2PT1PR    2RB038             -1.
    2PT1RD    2DT058             -1.   2PD004           .1426
    2PT1RD    2PD010              1.
    2PT1RI    2PD010              1.   2PD018              1.
    2PT1RR    2PD004           .2363   2PD010              1.
    2PT1RR    2RB039             -1.
    2PT21D    2DT061             -1.   2PD004           .2026
    2PT21D    2PD051              1.
    2PT21I    2PD019              1.   2PD051              1.
    2PT21R    2PD004           .2863   2PD051              1.
    2PT21R    2RB040             -1.
    2PT22D    2DT065             -1.   2PD004           .2026
    2PT22D    2PD052              1.
    2PT22I    2PD020              1.   2PD052              1.
    2PT22R    2PD004           .2863   2PD052              1.
    2PT22R    2RB041             -1.
    2PT2PD    2DT054             -1.   2PD004           .2026
    2PT2PD    2PD049              1.
    2PT2PI    2PD017              1.   2PD049              1.
    2PT2PR    2PD004           .2863   2PD049              1.
    2PT2PR    2RB038             -1.
    2PT2RD    2DT058             -1.   2PD004           .2026
    2PT2RD    2PD050              1.
    2PT2RI    2PD018              1.   2PD050              1.
    2PT2RR    2PD004           .2863   2PD050              1.
    2PT2RR    2RB039             -1.
    2PT31D    2DT061             -1.   2PD004           .1476
    2PT31D    2PD055              1.
    2PT31I    2PD019              1.   2PD055              1.
    2PT31R    2PD004           .3526   2PD055              1.
    2PT31R    2RB040             -1.
    2PT32D    2DT065             -1.   2PD004           .1476
    2PT32D    2PD056              1.
    2PT32I    2PD020              1.   2PD056              1.
    2PT32R    2PD004           .3526   2PD056              1.
    2PT32R    2RB041             -1.
    2PT3PD    2DT054             -1.   2PD004           .1476
    2PT3PD    2PD053              1.
    2PT3PI    2PD017              1.   2PD053              1.
    2PT3PR    2PD004           .3526   2PD053              1.
    2PT3PR    2RB038             -1.
    2PT3RD    2DT058             -1.   2PD004           .1476
    2PT3RD    2PD054              1.
    2PT3RI    2PD018              1.   2PD054              1.
    2PT3RR    2PD004           .3526   2PD054              1.
    2PT3RR    2RB039             -1.
    2PT41D    2DT061             -1.   2PD004           .0713
    2PT41D    2PD059              1.
    2PT41I    2PD019              1.   2PD059              1.
    2PT41R    2PD004           .2863   2PD059              1.
    2PT41R    2RB040             -1.
    2PT42D    2DT065             -1.   2PD004           .0713
    2PT42D    2PD060              1.
    2PT42I    2PD020              1.   2PD060              1.
    2PT42R    2PD004           .2863   2PD060              1.
    2PT42R    2RB041             -1.
    2PT4PD    2DT054             -1.   2PD004           .0713
    2PT4PD    2PD057              1.
    2PT4PI    2PD017              1.   2PD057              1.
    2PT4PR    2PD004           .2863   2PD057              1.
    2PT4PR    2RB038             -1.
    2PT4RD    2DT058             -1.   2PD004           .0713
    2PT4RD    2PD058              1.
    2PT4RI    2PD018              1.   2PD058              1.
    2PT4RR    2PD004           .2863   2PD058              1.
    2PT4RR    2RB039             -1.
    2PT51D    2DT061             -1.   2PD004            .395
    2PT51D    2PD063              1.
    2PT51I    2PD033              1.   2PD063              1.
    2PT51M    2MS056             -1.   2PD004           .1467
    2PT51M    2PD063              1.
    2PT51R    2PD004           .1239   2PD063              1.
    2PT51R    2RB040             -1.
    2PT52D    2DT065             -1.   2PD004           .4066
    2PT52D    2PD064              1.
    2PT52I    2PD034              1.   2PD064              1.
    2PT52M    2MS057             -1.   2PD004            .151
    2PT52M    2PD064              1.
    2PT52R    2PD004           .1273   2PD064              1.
    2PT52R    2RB041             -1.
    2PT5PD    2DT054             -1.   2PD004           .3536
    2PT5PD    2PD061              1.
    2PT5PI    2PD031              1.   2PD061              1.
    2PT5PM    2MS042             -1.   2PD004           .1313
    2PT5PM    2PD061              1.
    2PT5PR    2PD004            .112   2PD061              1.
    2PT5PR    2RB038             -1.
    2PT5RD    2DT058             -1.   2PD004           .3536
    2PT5RD    2PD062              1.
    2PT5RI    2PD032              1.   2PD062              1.
    2PT5RM    2MS058             -1.   2PD004           .1313
    2PT5RM    2PD062              1.
    2PT5RR    2PD004            .112   2PD062              1.
    2PT5RR    2RB039             -1.
    2PT61D    2DT061             -1.   2PD004           .3085
    2PT61D    2PD067              1.
    2PT61I    2PD033              1.   2PD067              1.
    2PT61M    2MS056             -1.   2PD004           .2547
    2PT61M    2PD067              1.
    2PT61R    2PD004           .3074   2PD067              1.
    2PT61R    2RB040             -1.
    2PT62D    2DT065             -1.   2PD004           .3175
    2PT62D    2PD068              1.
    2PT62I    2PD034              1.   2PD068              1.
    2PT62M    2MS057             -1.   2PD004           .2623
    2PT62M    2PD068              1.
    2PT62R    2PD004           .3161   2PD068              1.
    2PT62R    2RB041             -1.
    2PT6PD    2DT054             -1.   2PD004           .2766
    2PT6PD    2PD065              1.
    2PT6PI    2PD031              1.   2PD065              1.
    2PT6PM    2MS042             -1.   2PD004            .228
    2PT6PM    2PD065              1.
    2PT6PR    2PD004            .277   2PD065              1.
    2PT6PR    2RB038             -1.
    2PT6RD    2DT058             -1.   2PD004           .2766
    2PT6RD    2PD066              1.
    2PT6RI    2PD032              1.   2PD066              1.
    2PT6RM    2MS058             -1.   2PD004            .228
    2PT6RM    2PD066              1.
    2PT6RR    2PD004            .277   2PD066              1.
    2PT6RR    2RB039             -1.
    2PTCST    .COSTA              1.   2PD004             -1.
    2R1IN     2RB040             -1.   2RB091              1.
    2R2IN     2RB041             -1.   2RB092              1.
    2RALKI    2RB004            .588   2RB005             .65
    2RALKI    2RB031            .265   2RB037              1.
    2RALKI    2RB076          -.3208   2RB079              1.
    2RALKI    2RB088            6.01
    2RBGAS    2RB059           16.09   2RB060             -4.
    2RBGAS    2RB061            -86.   2RB062            -84.
    2RBGAS    2RB063           -80.4   2RB064           -84.5
    2RBGAS    2RB065           -82.5   2RB066           -79.4
    2RBGAS    2RB070              1.   2RB086              1.
    2RBGAS    2RB087           -3.57
    2RBIC4    2RB005             -1.   2RB087          -3.255
    2RBNC4    2RB006             -1.   2RB087          -3.045
    2RC3FU    2RB003              1.   2RB031          -3.836
    2RC4FU    2RB006              1.   2RB031          -4.325
    2RC6      2RB008              1.   2RB045              1.
    2RC6      2RB088              1.
    2RC7      2RB009              1.   2RB045              1.
    2RC7TX    2RB009              1.   2RB011             -1.
    2RC8TX    2RB010              1.   2RB011             -1.
    2RCOKE    2RB022              1.   2RB088            14.5
    2RCOKR    2RB001            -.41   2RB002          -.0072
    2RCOKR    2RB003          -.0183   2RB004          -.0106
    2RCOKR    2RB005          -.0032   2RB006          -.0116
    2RCOKR    2RB017              1.   2RB018           -.125
    2RCOKR    2RB019             -.3   2RB020            -.34
    2RCOKR    2RB022          -.0427   2RB031            .221
    2RCOKR    2RB036              1.   2RB076          -.0582
    2RCOKS    .COSTA             10.   2RB001           -.492
    2RCOKS    2RB002           -.056   2RB003           -.033
    2RCOKS    2RB004           -.075   2RB005           -.037
    2RCOKS    2RB006           -.019   2RB018           -.015
    2RCOKS    2RB019           -.015   2RB023          -.0399
    2RCOKS    2RB024           -.024   2RB025           -.011
    2RCOKS    2RB026           -.035   2RB027            .538
    2RCOKS    2RB031            .273   2RB036              1.
    2RCOKS    2RB076           -.181
    2RCOKT    .COSTA             10.   2RB001           -.572
    2RCOKT    2RB021           -.423   2RB023          -.0651
    2RCOKT    2RB030              1.   2RB031            .228
    2RCOKT    2RB036              1.   2RB076           -.065
    2RCRUD    2RB001          -.0005   2RB003          -.0083
    2RCRUD    2RB005           -.001   2RB006           -.001
    2RCRUD    2RB007            -.07   2RB008          -.0375
    2RCRUD    2RB009          -.0375   2RB010           -.037
    2RCRUD    2RB011            -.14   2RB012          -.0451
    2RCRUD    2RB013            -.11   2RB014            -.07
    2RCRUD    2RB015           -.023   2RB016           -.325
    2RCRUD    2RB017           -.139   2RB031            .124
    2RCRUD    2RB033              1.   2RB076          -.0178
    2RCRUD    2RB087           -3.01
    2RDLCO    2RB026              1.   2RB088              1.
    2REXTR    2RB083              1.   2RB084              1.
    2REXTR    2RB088             6.3
    2RF2GO    2RB015              1.   2RB041              1.
    2RF2GO    2RB067           -14.6   2RB073              1.
    2RF2KR    2RB013              1.   2RB041              1.
    2RF2KR    2RB067            -1.6   2RB073             -.5
    2RF3CO    2RB026              1.   2RB042              1.
    2RF6CO    2RB026              1.   2RB043              1.
    2RF6CO    2RB068           -44.5   2RB077            43.7
    2RF6CO    2RB088            2.52
    2RF6SL    2RB027              1.   2RB043              1.
    2RF6SL    2RB068           -12.7   2RB077            11.9
    2RF6SL    2RB088            2.52
    2RFC01    2RB001           -.374   2RB002           -.065
    2RFC01    2RB003          -.0382   2RB004          -.0753
    2RFC01    2RB005          -.0535   2RB006           -.018
    2RFC01    2RB016              1.   2RB024           -.422
    2RFC01    2RB025           -.181   2RB026           -.144
    2RFC01    2RB027            -.05   2RB031            .159
    2RFC01    2RB032          .06061   2RB076          -.0783
    2RFC01    2RB080              1.
    2RFC02    2RB001           -.333   2RB002          -.0595
    2RFC02    2RB003          -.0293   2RB004          -.0724
    2RFC02    2RB005          -.0455   2RB006          -.0153
    2RFC02    2RB016              1.   2RB024           -.411
    2RFC02    2RB025           -.176   2RB026           -.166
    2RFC02    2RB027            -.06   2RB031            .152
    2RFC02    2RB032          .04662   2RB076          -.0739
    2RFC02    2RB080              1.
    2RFC03    2RB001           -.335   2RB002          -.0603
    2RFC03    2RB003          -.0313   2RB004          -.0726
    2RFC03    2RB005           -.051   2RB006          -.0167
    2RFC03    2RB015            .073   2RB016            .927
    2RFC03    2RB024           -.419   2RB025            -.18
    2RFC03    2RB026           -.144   2RB027           -.061
    2RFC03    2RB031            .154   2RB032          .05618
    2RFC03    2RB076          -.0763   2RB080              1.
    2RFC04    2RB001           -.363   2RB002           -.061
    2RFC04    2RB003           -.031   2RB004           -.073
    2RFC04    2RB005          -.0457   2RB006          -.0154
    2RFC04    2RB015            .057   2RB016            .943
    2RFC04    2RB024           -.398   2RB025            -.17
    2RFC04    2RB026           -.179   2RB027            -.06
    2RFC04    2RB031            .153   2RB032          .04396
    2RFC04    2RB076          -.0763   2RB080              1.
    2RFC05    2RB001            -.32   2RB002          -.0592
    2RFC05    2RB003          -.0275   2RB004          -.0685
    2RFC05    2RB005          -.0407   2RB006          -.0139
    2RFC05    2RB016            .834   2RB020            .166
    2RFC05    2RB024           -.402   2RB025           -.173
    2RFC05    2RB026           -.175   2RB027            -.06
    2RFC05    2RB031            .149   2RB032          .05056
    2RFC05    2RB076          -.0767   2RB080              1.
    2RFC06    2RB001           -.402   2RB002          -.0563
    2RFC06    2RB003           -.031   2RB004          -.0718
    2RFC06    2RB005            -.04   2RB006          -.0142
    2RFC06    2RB016            .867   2RB020            .133
    2RFC06    2RB024           -.384   2RB025           -.165
    2RFC06    2RB026           -.204   2RB027           -.058
    2RFC06    2RB031             .15   2RB032          .04044
    2RFC06    2RB076           -.074   2RB080              1.
    2RFC07    2RB001           -.388   2RB002          -.0622
    2RFC07    2RB003          -.0306   2RB004          -.0707
    2RFC07    2RB005          -.0426   2RB006          -.0145
    2RFC07    2RB015            .062   2RB016            .783
    2RFC07    2RB020            .155   2RB024           -.402
    2RFC07    2RB025           -.173   2RB026           -.158
    2RFC07    2RB027           -.064   2RB031            .152
    2RFC07    2RB032          .04744   2RB076          -.0743
    2RFC07    2RB080              1.
    2RFC08    2RB001           -.431   2RB002           -.058
    2RFC08    2RB003           -.032   2RB004          -.0734
    2RFC08    2RB005          -.0394   2RB006          -.0142
    2RFC08    2RB015             .05   2RB016            .824
    2RFC08    2RB020            .126   2RB024           -.372
    2RFC08    2RB025           -.159   2RB026           -.197
    2RFC08    2RB027           -.075   2RB031            .151
    2RFC08    2RB032          .03842   2RB076          -.0741
    2RFC08    2RB080              1.
    2RFC09    2RB001            -.31   2RB002          -.0615
    2RFC09    2RB003          -.0293   2RB004          -.0689
    2RFC09    2RB005          -.0388   2RB006          -.0136
    2RFC09    2RB016            .928   2RB021            .078
    2RFC09    2RB024           -.415   2RB025           -.178
    2RFC09    2RB026           -.169   2RB027            -.06
    2RFC09    2RB031             .15   2RB032          .05624
    2RFC09    2RB076          -.0748   2RB080              1.
    2RFC10    2RB001            -.33   2RB002          -.0601
    2RFC10    2RB003          -.0288   2RB004          -.0693
    2RFC10    2RB005          -.0384   2RB006          -.0134
    2RFC10    2RB016            .944   2RB021            .056
    2RFC10    2RB024           -.397   2RB025            -.17
    2RFC10    2RB026           -.193   2RB027           -.065
    2RFC10    2RB031            .149   2RB032          .04399
    2RFC10    2RB076          -.0724   2RB080              1.
    2RFC11    2RB001            -.29   2RB002          -.0585
    2RFC11    2RB003          -.0262   2RB004          -.0668
    2RFC11    2RB005          -.0384   2RB006          -.0134
    2RFC11    2RB015            .068   2RB016            .865
    2RFC11    2RB021            .067   2RB024           -.406
    2RFC11    2RB025           -.174   2RB026            -.18
    2RFC11    2RB027           -.065   2RB031            .148
    2RFC11    2RB032          .05241   2RB076          -.0733
    2RFC11    2RB080              1.
    2RFC12    2RB001           -.385   2RB002          -.0582
    2RFC12    2RB003          -.0304   2RB004          -.0738
    2RFC12    2RB005          -.0401   2RB006          -.0145
    2RFC12    2RB015            .054   2RB016            .893
    2RFC12    2RB021            .053   2RB024           -.387
    2RFC12    2RB025           -.166   2RB026           -.201
    2RFC12    2RB027            -.06   2RB031            .151
    2RFC12    2RB032          .04161   2RB076          -.0734
    2RFC12    2RB080              1.
    2RFC13    2RB001           -.263   2RB002          -.0519
    2RFC13    2RB003          -.0228   2RB004          -.0585
    2RFC13    2RB005          -.0301   2RB006          -.0108
    2RFC13    2RB016            .783   2RB020            .156
    2RFC13    2RB021            .061   2RB024           -.387
    2RFC13    2RB025           -.166   2RB026           -.217
    2RFC13    2RB027           -.083   2RB031            .141
    2RFC13    2RB032          .04748   2RB076          -.0699
    2RFC13    2RB080              1.
    2RFC14    2RB001             -.4   2RB002          -.0558
    2RFC14    2RB003          -.0292   2RB004          -.0694
    2RFC14    2RB005          -.0332   2RB006          -.0124
    2RFC14    2RB016            .825   2RB020            .126
    2RFC14    2RB021            .049   2RB024           -.372
    2RFC14    2RB025           -.159   2RB026           -.211
    2RFC14    2RB027           -.084   2RB031            .147
    2RFC14    2RB032          .03845   2RB076          -.0713
    2RFC14    2RB080              1.
    2RFC15    2RB001           -.356   2RB002          -.0593
    2RFC15    2RB003          -.0276   2RB004          -.0652
    2RFC15    2RB005          -.0331   2RB006          -.0118
    2RFC15    2RB015            .058   2RB016            .738
    2RFC15    2RB020            .147   2RB021            .057
    2RFC15    2RB024           -.385   2RB025           -.165
    2RFC15    2RB026           -.205   2RB027            -.07
    2RFC15    2RB031            .146   2RB032          .04472
    2RFC15    2RB076          -.0728   2RB080              1.
    2RFC16    2RB001           -.436   2RB002          -.0578
    2RFC16    2RB003          -.0302   2RB004          -.0724
    2RFC16    2RB005          -.0339   2RB006          -.0126
    2RFC16    2RB015            .048   2RB016            .785
    2RFC16    2RB020             .12   2RB021            .047
    2RFC16    2RB024           -.364   2RB025           -.156
    2RFC16    2RB026           -.186   2RB027           -.107
    2RFC16    2RB031            .148   2RB032          .03662
    2RFC16    2RB076          -.0719   2RB080              1.
    2RFC17    2RB001           -.404   2RB002          -.0625
    2RFC17    2RB003          -.0318   2RB004          -.0716
    2RFC17    2RB005          -.0409   2RB006          -.0141
    2RFC17    2RB015            .027   2RB016            .857
    2RFC17    2RB020            .116   2RB024           -.389
    2RFC17    2RB025           -.167   2RB026           -.192
    2RFC17    2RB027           -.058   2RB031            .152
    2RFC17    2RB032          .04202   2RB076          -.0747
    2RFC17    2RB080              1.
    2RFC18    2RB001           -.385   2RB002          -.0615
    2RFC18    2RB003          -.0307   2RB004          -.0713
    2RFC18    2RB005          -.0405   2RB006           -.014
    2RFC18    2RB016            .881   2RB020            .119
    2RFC18    2RB024           -.396   2RB025            -.17
    2RFC18    2RB026           -.189   2RB027           -.056
    2RFC18    2RB031            .152   2RB032           .0432
    2RFC18    2RB076          -.0746   2RB080              1.
    2RFC19    2RB001             -.4   2RB002          -.0617
    2RFC19    2RB003          -.0316   2RB004          -.0708
    2RFC19    2RB005          -.0399   2RB006          -.0137
    2RFC19    2RB015            .027   2RB016            .843
    2RFC19    2RB020             .13   2RB024           -.388
    2RFC19    2RB025           -.166   2RB026           -.198
    2RFC19    2RB027           -.058   2RB031            .151
    2RFC19    2RB032          .04132   2RB076          -.0744
    2RFC19    2RB080              1.
    2RFC20    2RB001           -.382   2RB002          -.0606
    2RFC20    2RB003          -.0307   2RB004          -.0701
    2RFC20    2RB005          -.0398   2RB006          -.0138
    2RFC20    2RB016            .866   2RB020            .134
    2RFC20    2RB024           -.393   2RB025           -.169
    2RFC20    2RB026           -.195   2RB027           -.056
    2RFC20    2RB031             .15   2RB032          .04246
    2RFC20    2RB076          -.0746   2RB080              1.
    2RFC21    2RB001           -.368   2RB002          -.0541
    2RFC21    2RB003          -.0282   2RB004          -.0676
    2RFC21    2RB005          -.0339   2RB006          -.0123
    2RFC21    2RB015            .025   2RB016            .801
    2RFC21    2RB020            .124   2RB021             .05
    2RFC21    2RB024            -.37   2RB025           -.159
    2RFC21    2RB026           -.214   2RB027           -.086
    2RFC21    2RB031            .146   2RB032          .03925
    2RFC21    2RB076          -.0717   2RB080              1.
    2RFC22    2RB001            -.36   2RB002          -.0539
    2RFC22    2RB003           -.028   2RB004          -.0672
    2RFC22    2RB005          -.0343   2RB006          -.0125
    2RFC22    2RB016            .821   2RB020            .127
    2RFC22    2RB021            .052   2RB024           -.375
    2RFC22    2RB025           -.161   2RB026           -.216
    2RFC22    2RB027           -.079   2RB031            .146
    2RFC22    2RB032          .04027   2RB076          -.0719
    2RFC22    2RB080              1.
    2RFCCU    2RB080             -1.
    2RFCOD    2RB019              1.   2RB031            .053
    2RFCOD    2RB035              1.   2RB041              1.
    2RFCOD    2RB067             3.4   2RB076           -.008
    2RFDIE    2RB014              1.   2RB041              1.
    2RFDIE    2RB067            -8.6
    2RFHDO    2RB019            .385   2RB026            .615
    2RFHDO    2RB035              1.   2RB042              1.
    2RFHDO    2RB076           -.008
    2RFKER    2RB013              1.   2RB040              1.
    2RFLCO    2RB026              1.   2RB031            .053
    2RFLCO    2RB035              1.   2RB041              1.
    2RFLCO    2RB067            15.4   2RB076           -.008
    2RFRED    2RB041              1.   2RB067             5.4
    2RFRED    2RB085              1.
    2RFRES    2RB017              1.   2RB043              1.
    2RFRES    2RB068            10.9   2RB077           -11.7
    2RFRES    2RB088            2.52
    2RFRHC    2RB028              1.   2RB042              1.
    2RFRHC    2RB059            -.01   2RB060              4.
    2RFRHC    2RB061            88.5   2RB062            87.5
    2RFRHC    2RB063            85.7   2RB064            76.3
    2RFRHC    2RB065            75.6   2RB066            74.5
    2RFRHC    2RB070             -1.
    2RFTHR    2RB030              1.   2RB043              1.
    2RFTHR    2RB068             -.6   2RB077             -.2
    2RFTHR    2RB088            2.52
    2RGAS     2RB001              1.   2RB031             -1.
    2RLFUL    2RB026              1.   2RB031            -6.5
    2RLFUL    2RB078           -44.5
    2RLPG     2RB003              1.   2RB044              1.
    2RLPG     2RB088            1.89
    2RMCST    .COSTA              1.   2RB087              1.
    2ROCST    .COSTA              1.   2RB076              1.
    2RP84R    2RB001           -.629   2RB003          -.0219
    2RP84R    2RB005          -.0045   2RB006           -.001
    2RP84R    2RB011           1.119   2RB031             .37
    2RP84R    2RB034           1.119   2RB048            3.84
    2RP84R    2RB049             8.9   2RB050             -4.
    2RP84R    2RB051           -92.5   2RB052           -91.4
    2RP84R    2RB053           -88.9   2RB054            -84.
    2RP84R    2RB055           -83.1   2RB056           -80.4
    2RP84R    2RB069              1.   2RB076          -.0379
    2RP84R    2RB081           -92.9   2RB082           -85.1
    2RP88R    2RB001           -.756   2RB003          -.0284
    2RP88R    2RB005          -.0061   2RB006          -.0013
    2RP88R    2RB011           1.146   2RB031            .405
    2RP88R    2RB034           1.146   2RB048            4.83
    2RP88R    2RB049             7.5   2RB050             -4.
    2RP88R    2RB051           -94.5   2RB052           -93.7
    2RP88R    2RB053           -91.7   2RB054           -85.5
    2RP88R    2RB055           -84.7   2RB056           -82.5
    2RP88R    2RB069              1.   2RB076          -.0458
    2RP88R    2RB081           -94.7   2RB082           -86.5
    2RP92R    2RB001           -.898   2RB003          -.0359
    2RP92R    2RB005           -.008   2RB006          -.0016
    2RP92R    2RB011           1.182   2RB031            .455
    2RP92R    2RB034           1.182   2RB048            6.12
    2RP92R    2RB049             6.2   2RB050             -4.
    2RP92R    2RB051           -96.5   2RB052           -95.9
    2RP92R    2RB053           -94.4   2RB054           -86.9
    2RP92R    2RB055           -86.4   2RB056           -84.5
    2RP92R    2RB069              1.   2RB076          -.0592
    2RP92R    2RB081           -96.6   2RB082           -87.7
    2RP95R    2RB001          -1.056   2RB003          -.0433
    2RP95R    2RB005            -.01   2RB006          -.0019
    2RP95R    2RB011           1.224   2RB031             .51
    2RP95R    2RB034           1.224   2RB048            7.62
    2RP95R    2RB049             5.2   2RB050             -4.
    2RP95R    2RB051            -98.   2RB052           -97.5
    2RP95R    2RB053           -96.3   2RB054            -88.
    2RP95R    2RB055           -87.7   2RB056           -86.1
    2RP95R    2RB069              1.   2RB076           -.086
    2RP95R    2RB081           -98.1   2RB082           -88.9
    2RPALC    2RB083              1.   2RB087             -5.
    2RPALK    2RB004            .588   2RB005             .65
    2RPALK    2RB031            .265   2RB037              1.
    2RPALK    2RB048            4.39   2RB049            -7.3
    2RPALK    2RB050             -4.   2RB051          -102.3
    2RPALK    2RB052          -101.1   2RB053           -98.8
    2RPALK    2RB054            -96.   2RB055           -94.9
    2RPALK    2RB056           -91.5   2RB069              1.
    2RPALK    2RB076          -.3208   2RB081          -104.6
    2RPALK    2RB082          -102.3
    2RPBBL    2RB038              1.   2RB046            95.5
    2RPBBL    2RB047             99.   2RB048            -10.
    2RPBBL    2RB049             20.   2RB069             -1.
    2RPBBL    2RB071             -.1   2RB072             .25
    2RPBBL    2RB076          -.0139
    2RPCAT    2RB024              1.   2RB048            9.36
    2RPCAT    2RB049           -32.2   2RB050             -4.
    2RPCAT    2RB051            -98.   2RB052           -97.5
    2RPCAT    2RB053           -96.2   2RB054           -80.7
    2RPCAT    2RB055           -80.5   2RB056           -79.2
    2RPCAT    2RB069              1.   2RB072             -1.
    2RPCAT    2RB076           -.025   2RB081           -98.1
    2RPCAT    2RB082           -81.3
    2RPIC4    2RB005              1.   2RB048           95.62
    2RPIC4    2RB049           -130.   2RB050             -4.
    2RPIC4    2RB051           -107.   2RB052          -105.8
    2RPIC4    2RB053          -103.5   2RB054          -106.7
    2RPIC4    2RB055          -105.6   2RB056          -103.1
    2RPIC4    2RB069              1.   2RB081          -106.9
    2RPIC4    2RB082          -107.3
    2RPIN     2RB038             -1.   2RB089              1.
    2RPMON    2RB046             -.5   2RB054              1.
    2RPMON    2RB055              1.   2RB056              1.
    2RPMON    2RB082              1.
    2RPNAG    2RB086              1.   2RB087             -5.
    2RPNC4    2RB006              1.   2RB048           68.56
    2RPNC4    2RB049           -130.   2RB050             -4.
    2RPNC4    2RB051            -97.   2RB052           -96.4
    2RPNC4    2RB053           -94.8   2RB054           -96.7
    2RPNC4    2RB055           -96.2   2RB056           -94.4
    2RPNC4    2RB069              1.   2RB081           -97.2
    2RPNC4    2RB082           -97.6
    2RPREV    .COSTA             -1.   2RB088             -1.
    2RPRON    2RB046             -.5   2RB047             -1.
    2RPRON    2RB051              1.   2RB052              1.
    2RPRON    2RB053              1.   2RB081              1.
    2RPTEL    2RB050              1.   2RB051             -1.
    2RPTEL    2RB052            -1.3   2RB053            -2.5
    2RPTEL    2RB054            -1.1   2RB055            -1.4
    2RPTEL    2RB056            -2.9   2RB081             -.9
    2RPTEL    2RB082             -.8   2RB087          -.0886
    2RPUFU    2RB031             -1.   2RB087            -.35
    2RR80R    2RB001           -.517   2RB003          -.0164
    2RR80R    2RB005          -.0032   2RB006          -.0007
    2RR80R    2RB011           1.094   2RB031             .35
    2RR80R    2RB034           1.094   2RB059            2.89
    2RR80R    2RB060             -4.   2RB061           -90.2
    2RR80R    2RB062           -88.5   2RB063           -85.4
    2RR80R    2RB064            -83.   2RB065           -81.3
    2RR80R    2RB066           -78.5   2RB070              1.
    2RR80R    2RB076          -.0327
    2RR84R    2RB001           -.629   2RB003          -.0219
    2RR84R    2RB005          -.0045   2RB006           -.001
    2RR84R    2RB011           1.119   2RB031             .37
    2RR84R    2RB034           1.119   2RB059            3.72
    2RR84R    2RB060             -4.   2RB061           -92.2
    2RR84R    2RB062           -90.8   2RB063           -88.1
    2RR84R    2RB064           -84.6   2RB065           -83.3
    2RR84R    2RB066           -80.8   2RB070              1.
    2RR84R    2RB076          -.0379
    2RR88R    2RB001           -.756   2RB003          -.0284
    2RR88R    2RB005          -.0061   2RB006          -.0013
    2RR88R    2RB011           1.146   2RB031            .405
    2RR88R    2RB034           1.146   2RB059            4.69
    2RR88R    2RB060             -4.   2RB061           -94.2
    2RR88R    2RB062           -93.1   2RB063           -90.9
    2RR88R    2RB064           -86.1   2RB065           -84.9
    2RR88R    2RB066           -82.9   2RB070              1.
    2RR88R    2RB076          -.0458
    2RR92R    2RB001           -.898   2RB003          -.0359
    2RR92R    2RB005           -.008   2RB006          -.0016
    2RR92R    2RB011           1.182   2RB031            .455
    2RR92R    2RB034           1.182   2RB059            5.93
    2RR92R    2RB060             -4.   2RB061           -96.2
    2RR92R    2RB062           -95.3   2RB063           -93.6
    2RR92R    2RB064           -87.5   2RB065           -86.6
    2RR92R    2RB066           -84.9   2RB070              1.
    2RR92R    2RB076          -.0592
    2RR95R    2RB001          -1.056   2RB003          -.0433
    2RR95R    2RB005            -.01   2RB006          -.0019
    2RR95R    2RB011           1.224   2RB031             .51
    2RR95R    2RB034           1.224   2RB059            7.39
    2RR95R    2RB060             -4.   2RB061           -97.7
    2RR95R    2RB062           -96.9   2RB063           -95.5
    2RR95R    2RB064           -88.6   2RB065           -87.9
    2RR95R    2RB066           -86.5   2RB070              1.
    2RR95R    2RB076           -.086
    2RRALK    2RB004            .588   2RB005             .65
    2RRALK    2RB031            .265   2RB037              1.
    2RRALK    2RB059            4.26   2RB060             -4.
    2RRALK    2RB061          -103.7   2RB062          -102.1
    2RRALK    2RB063           -99.4   2RB064          -101.3
    2RRALK    2RB065           -99.4   2RB066           -96.6
    2RRALK    2RB070              1.   2RB076          -.3208
    2RRBBL    2RB039              1.   2RB057            91.2
    2RRBBL    2RB058             93.   2RB059            -10.
    2RRBBL    2RB070             -1.   2RB076          -.0046
    2RRC3P    2RB002          1.5873   2RB003         -.15873
    2RRC3P    2RB031            .075   2RB059            4.03
    2RRC3P    2RB060             -4.   2RB061          -101.7
    2RRC3P    2RB062           -101.   2RB063           -99.7
    2RRC3P    2RB064           -79.3   2RB065           -78.6
    2RRC3P    2RB066           -77.5   2RB070              1.
    2RRC3P    2RB076          -.2695
    2RRC45    2RB007              1.   2RB059           26.57
    2RRC45    2RB060             -4.   2RB061            -88.
    2RRC45    2RB062            -86.   2RB063           -82.2
    2RRC45    2RB064            -89.   2RB065           -86.8
    2RRC45    2RB066           -82.9   2RB070              1.
    2RRC4O    2RB004              1.   2RB059           69.09
    2RRC4O    2RB060             -4.   2RB061          -106.7
    2RRC4O    2RB062          -105.2   2RB063          -102.7
    2RRC4O    2RB064           -92.3   2RB065           -90.8
    2RRC4O    2RB066           -88.4   2RB070              1.
    2RRC4P    2RB004            1.25   2RB031            .075
    2RRC4P    2RB059            4.03   2RB060             -4.
    2RRC4P    2RB061          -101.7   2RB062           -101.
    2RRC4P    2RB063           -99.7   2RB064           -79.3
    2RRC4P    2RB065           -78.6   2RB066           -77.5
    2RRC4P    2RB070              1.   2RB076          -.2122
    2RRC6     2RB008              1.   2RB059            4.21
    2RRC6     2RB060             -4.   2RB061           -81.2
    2RRC6     2RB062            -79.   2RB063           -75.1
    2RRC6     2RB064           -80.3   2RB065           -77.9
    2RRC6     2RB066            -74.   2RB070              1.
    2RRC7     2RB009              1.   2RB059             2.1
    2RRC7     2RB060             -4.   2RB061           -76.2
    2RRC7     2RB062           -74.2   2RB063           -70.7
    2RRC7     2RB064           -76.1   2RB065           -74.1
    2RRC7     2RB066            -71.   2RB070              1.
    2RRC8E    2RB010              1.   2RB059             .97
    2RRC8E    2RB060             -4.   2RB061           -74.5
    2RRC8E    2RB062           -72.5   2RB063           -67.4
    2RRC8E    2RB064           -74.6   2RB065           -72.4
    2RRC8E    2RB066           -67.4   2RB070              1.
    2RRCAT    2RB025              1.   2RB028             -.5
    2RRCAT    2RB059             .08   2RB060             -4.
    2RRCAT    2RB061           -93.7   2RB062            -93.
    2RRCAT    2RB063           -91.4   2RB064           -81.3
    2RRCAT    2RB065           -80.7   2RB066           -79.6
    2RRCAT    2RB070              1.
    2RRCOK    2RB018              1.   2RB059            6.62
    2RRCOK    2RB060             -4.   2RB061           -84.7
    2RRCOK    2RB062           -82.6   2RB063           -79.1
    2RRCOK    2RB064           -74.6   2RB065           -73.7
    2RRCOK    2RB066           -72.3   2RB070              1.
    2RRCTF    2RB028              1.   2RB041              1.
    2RRCTF    2RB059            -.01   2RB060              4.
    2RRCTF    2RB061            88.5   2RB062            87.5
    2RRCTF    2RB063            85.7   2RB064            76.3
    2RRCTF    2RB065            75.6   2RB066            74.5
    2RRCTF    2RB067             23.   2RB070             -1.
    2RRDEX    2RB026              1.   2RB076            -.22
    2RRDEX    2RB084            -.26   2RB085            -.74
    2RRHN     2RB011              1.   2RB059             .38
    2RRHN     2RB060             -4.   2RB061           -66.7
    2RRHN     2RB062           -62.8   2RB063           -56.3
    2RRHN     2RB064           -67.3   2RB065           -63.3
    2RRHN     2RB066           -56.8   2RB070              1.
    2RRIC4    2RB005              1.   2RB059           92.73
    2RRIC4    2RB060             -4.   2RB061          -106.7
    2RRIC4    2RB062          -105.2   2RB063          -102.7
    2RRIC4    2RB064          -107.3   2RB065          -105.8
    2RRIC4    2RB066          -103.5   2RB070              1.
    2RRIN     2RB039             -1.   2RB090              1.
    2RRLCT    2RB024              1.   2RB059            9.08
    2RRLCT    2RB060             -4.   2RB061           -97.7
    2RRLCT    2RB062           -96.9   2RB063           -95.4
    2RRLCT    2RB064           -81.3   2RB065           -80.7
    2RRLCT    2RB066           -79.6   2RB070              1.
    2RRMON    2RB057           -.333   2RB064              1.
    2RRMON    2RB065              1.   2RB066              1.
    2RRNC4    2RB006              1.   2RB059           66.48
    2RRNC4    2RB060             -4.   2RB061           -96.7
    2RRNC4    2RB062           -95.8   2RB063            -94.
    2RRNC4    2RB064           -97.3   2RB065           -96.4
    2RRNC4    2RB066           -94.8   2RB070              1.
    2RRRON    2RB057           -.667   2RB058             -1.
    2RRRON    2RB061              1.   2RB062              1.
    2RRRON    2RB063              1.
    2RRTEL    2RB060              1.   2RB061            -1.1
    2RRTEL    2RB062            -1.6   2RB063            -3.3
    2RRTEL    2RB064             -.9   2RB065            -1.3
    2RRTEL    2RB066            -2.5   2RB087           .0886
    2RRTHR    2RB029              1.   2RB059            6.62
    2RRTHR    2RB060             -4.   2RB061           -78.7
    2RRTHR    2RB062           -76.2   2RB063           -72.1
    2RRTHR    2RB064           -74.6   2RB065            -72.
    2RRTHR    2RB066           -67.9   2RB070              1.
    2RRXF1    2RB011             .85   2RB012              1.
    2RRXF1    2RB013             -1.   2RB014             .15
    2RSBT     2RB045              1.   2RB087             -5.
    2RSCOK    2RB023              1.   2RB088             40.
    2RSLFU    2RB027              1.   2RB031            -6.5
    2RSLFU    2RB078           -12.7
    2RSNO1    2RB040              1.   2RB087            -4.2
    2RSNO2    2RB041              1.   2RB087           -3.78
    2RSNO3    2RB042              1.   2RB087           -3.57
    2RSPRM    2RB038              1.   2RB087           -5.46
    2RSREG    2RB039              1.   2RB087           -4.62
    2RTCHG    2RB001           -.359   2RB002           -.009
    2RTCHG    2RB003          -.0229   2RB004          -.0132
    2RTCHG    2RB005          -.0039   2RB006          -.0145
    2RTCHG    2RB027              1.   2RB029          -.2896
    2RTCHG    2RB030           -.639   2RB031              .4
    2RTCHG    2RB076           -.099
    2RTFUL    2RB030              1.   2RB031            -6.5
    2RTFUL    2RB078             -.6
    2RVFUL    2RB017              1.   2RB031            -6.5
    2RVFUL    2RB078            10.9
    2RXSFL    2RB031              1.   2RB088             .25
RHS
    ZZZZ0001  1DT058            480.   1DT061             30.
    ZZZZ0001  1DT065            210.   1DT054            120.
    ZZZZ0001  1MS042            15.3   1MS056              3.
    ZZZZ0001  1MS057             30.   1MS058             65.
    ZZZZ0001  1RB039           1050.   1RB040            150.
    ZZZZ0001  1RB041            540.   1RB038            243.
    ZZZZ0001  1DT017             .75   1DT027            37.5
    ZZZZ0001  1DT028           1200.   1DT029            480.
    ZZZZ0001  1DT030            480.   1DT031            105.
    ZZZZ0001  1DT032            135.   1DT033            450.
    ZZZZ0001  1DT038            225.   1DT039            300.
    ZZZZ0001  1DT040            480.   1DT041             45.
    ZZZZ0001  1DT045            570.   1DT047           112.5
    ZZZZ0001  1DT048             45.   1DT049            67.5
    ZZZZ0001  1DT050              3.   1DT068             45.
    ZZZZ0001  1DT072             30.   1DT074            120.
    ZZZZ0001  1DT075           13.34   1DT076            180.
    ZZZZ0001  1DT077             45.   1DT095            100.
    ZZZZ0001  1DT096            94.5   1DT097           465.5
    ZZZZ0001  1DT098           249.1   1DT099           648.2
    ZZZZ0001  1MS037             15.   1MS038           34.16
    ZZZZ0001  1MS039             4.5   1MS041           21.93
    ZZZZ0001  1MS060            147.   1MS061            270.
    ZZZZ0001  1MS062             72.   1MS063            180.
    ZZZZ0001  1MS064             60.   1MS075             45.
    ZZZZ0001  1MS076            118.   1MS077           125.5
    ZZZZ0001  1MS078            105.   1PD072             50.
    ZZZZ0001  1PD009             50.   1PD010            150.
    ZZZZ0001  1PD011             25.   1PD012             75.
    ZZZZ0001  1PD015             25.   1PD016            100.
    ZZZZ0001  1PD017            -25.   1PD018           -100.
    ZZZZ0001  1PD019            -25.   1PD020           -100.
    ZZZZ0001  1PD021            84.9   1PD022           203.5
    ZZZZ0001  1PD023            89.8   1PD024           219.2
    ZZZZ0001  1PD029             25.   1PD030             30.
    ZZZZ0001  1PD031            -25.   1PD032            -50.
    ZZZZ0001  1PD033            -25.   1PD034            -30.
    ZZZZ0001  1PD035             44.   1PD036            91.7
    ZZZZ0001  1PD037            69.5   1PD038             55.
    ZZZZ0001  1PD049             50.   1PD050            200.
    ZZZZ0001  1PD051             25.   1PD052             75.
    ZZZZ0001  1PD053             25.   1PD054            100.
    ZZZZ0001  1PD055             20.   1PD056             50.
    ZZZZ0001  1PD057             25.   1PD058            100.
    ZZZZ0001  1PD059             10.   1PD060             40.
    ZZZZ0001  1PD061             50.   1PD062            200.
    ZZZZ0001  1PD063             50.   1PD064            150.
    ZZZZ0001  1PD065             10.   1PD066             50.
    ZZZZ0001  1PD067             20.   1PD068             50.
    ZZZZ0001  1PD069             25.   1PD070            100.
    ZZZZ0001  1PD071             25.   1RB032              1.
    ZZZZ0001  1RB033           1800.   1RB034            315.
    ZZZZ0001  1RB035            195.   1RB036            360.
    ZZZZ0001  1RB037            105.   1RB042             30.
    ZZZZ0001  1RB043             90.   1RB044             90.
    ZZZZ0001  1RB083             15.   1RB086             75.
    ZZZZ0001  1RB089           721.5   1RB090          1626.7
    ZZZZ0001  1RB091            692.   1RB092          1229.7
    ZZZZ0001  2DT001         149.916   2DT002         131.347
    ZZZZ0001  2DT003            393.   2DT004         599.663
    ZZZZ0001  2DT005             30.   2DT058            480.
    ZZZZ0001  2DT061             30.   2DT065            210.
    ZZZZ0001  2DT054            120.   2MS042            15.3
    ZZZZ0001  2MS056              3.   2MS057             30.
    ZZZZ0001  2MS058             65.   2RB039           1050.
    ZZZZ0001  2RB040            150.   2RB041            540.
    ZZZZ0001  2RB038            243.   2DT017             .75
    ZZZZ0001  2DT027            37.5   2DT028           1200.
    ZZZZ0001  2DT029            480.   2DT030            480.
    ZZZZ0001  2DT031            105.   2DT032            135.
    ZZZZ0001  2DT033            450.   2DT038            225.
    ZZZZ0001  2DT039            300.   2DT040            480.
    ZZZZ0001  2DT041             45.   2DT045            570.
    ZZZZ0001  2DT047           112.5   2DT048             45.
    ZZZZ0001  2DT049            67.5   2DT050              3.
    ZZZZ0001  2DT068             45.   2DT072             30.
    ZZZZ0001  2DT074            120.   2DT075           13.34
    ZZZZ0001  2DT076            180.   2DT077             45.
    ZZZZ0001  2DT095            100.   2DT096            94.5
    ZZZZ0001  2DT097           465.5   2DT098           249.1
    ZZZZ0001  2DT099           648.2   2MS037             15.
    ZZZZ0001  2MS038           34.16   2MS039             4.5
    ZZZZ0001  2MS041           21.93   2MS060            147.
    ZZZZ0001  2MS061            270.   2MS062             72.
    ZZZZ0001  2MS063            180.   2MS064             60.
    ZZZZ0001  2MS075             45.   2MS076            118.
    ZZZZ0001  2MS077           125.5   2MS078            105.
    ZZZZ0001  2PD072             50.   2PD009             50.
    ZZZZ0001  2PD010            150.   2PD011             25.
    ZZZZ0001  2PD012             75.   2PD015             25.
    ZZZZ0001  2PD016            100.   2PD017            -25.
    ZZZZ0001  2PD018           -100.   2PD019            -25.
    ZZZZ0001  2PD020           -100.   2PD021            84.9
    ZZZZ0001  2PD022           203.5   2PD023            89.8
    ZZZZ0001  2PD024           219.2   2PD029             25.
    ZZZZ0001  2PD030             30.   2PD031            -25.
    ZZZZ0001  2PD032            -50.   2PD033            -25.
    ZZZZ0001  2PD034            -30.   2PD035             44.
    ZZZZ0001  2PD036            91.7   2PD037            69.5
    ZZZZ0001  2PD038             55.   2PD049             50.
    ZZZZ0001  2PD050            200.   2PD051             25.
    ZZZZ0001  2PD052             75.   2PD053             25.
    ZZZZ0001  2PD054            100.   2PD055             20.
    ZZZZ0001  2PD056             50.   2PD057             25.
    ZZZZ0001  2PD058            100.   2PD059             10.
    ZZZZ0001  2PD060             40.   2PD061             50.
    ZZZZ0001  2PD062            200.   2PD063             50.
    ZZZZ0001  2PD064            150.   2PD065             10.
    ZZZZ0001  2PD066             50.   2PD067             20.
    ZZZZ0001  2PD068             50.   2PD069             25.
    ZZZZ0001  2PD070            100.   2PD071             25.
    ZZZZ0001  2RB032              1.   2RB033           1800.
    ZZZZ0001  2RB034            315.   2RB035            195.
    ZZZZ0001  2RB036            360.   2RB037            105.
    ZZZZ0001  2RB042             30.   2RB043             90.
    ZZZZ0001  2RB044             90.   2RB083             15.
    ZZZZ0001  2RB086             75.   2RB089           721.5
    ZZZZ0001  2RB090          1626.7   2RB091            692.
    ZZZZ0001  2RB092          1229.7
ENDATA
