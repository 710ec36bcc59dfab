NAME          FINNIS   (PTABLES3) SIZE: N=614, M=498, NZ=2924
ROWS
 N  PRICER
 G  1BALHCO
 G  1BALCOK
 G  1BALOIK
 G  1BALOIL
 G  1BALGSL
 G  1BALDSL
 G  1BALDSH
 G  1BALDSR
 G  1BALGAK
 G  1BALGAS
 G  1BALALC
 G  1BALHYD
 G  1BALURN
 G  1BALUDP
 G  1BALPLU
 G  1BALMAG
 G  1BALAGR
 G  1BALAGS
 G  1BALLMF
 G  1BALLMS
 G  2BALHCO
 G  2BALCOK
 G  2BALOIK
 G  2BALOIL
 G  2BALGSL
 G  2BALDSL
 G  2BALDSH
 G  2BALDSR
 G  2BALGAK
 G  2BALGAS
 G  2BALALC
 G  2BALHYD
 G  2BALURN
 G  2BALUDP
 G  2BALPLU
 G  2BALMAG
 G  2BALAGR
 G  2BALAGS
 G  2BALLMF
 G  2BALLMS
 G  3BALHCO
 G  3BALCOK
 G  3BALOIK
 G  3BALOIL
 G  3BALGSL
 G  3BALDSL
 G  3BALDSH
 G  3BALDSR
 G  3BALGAK
 G  3BALGAS
 G  3BALALC
 G  3BALHYD
 G  3BALURN
 G  3BALUDP
 G  3BALPLU
 G  3BALMAG
 G  3BALAGR
 G  3BALAGS
 G  3BALLMF
 G  3BALLMS
 E  1CPTEC3
 E  1CPTEP1
 E  1CPTE14
 E  1CPTE22
 E  1CPTE23
 E  1CPTE31
 E  1CPTE51
 E  1CPTS06
 E  1CPTS08
 E  1CPTS09
 E  1CPTS21
 E  1CPTS23
 E  1CPTS28
 E  2CPTEC3
 E  2CPTEP1
 E  2CPTE14
 E  2CPTE22
 E  2CPTE23
 E  2CPTE31
 E  2CPTE35
 E  2CPTE51
 E  2CPTS06
 E  2CPTS08
 E  2CPTS09
 E  2CPTS21
 E  2CPTS23
 E  2CPTS28
 E  3CPTEC3
 E  3CPTEP1
 E  3CPTE14
 E  3CPTE22
 E  3CPTE23
 E  3CPTE31
 E  3CPTE35
 E  3CPTE94
 E  3CPTE60
 E  3CPTE51
 E  3CPTS01
 E  3CPTS04
 E  3CPTS06
 E  3CPTS08
 E  3CPTS09
 E  3CPTS21
 E  3CPTS23
 E  3CPTS28
 E  3CPTS29
 E  3CPTS80
 L  1CPTIJ6
 L  1CPTIJ7
 L  1CPTIJ8
 L  1CPTR20
 L  1CPTR21
 L  1CPTR23
 L  1CPTR27
 L  1CPTR28
 L  1CPTR2D
 L  1CPTR2L
 L  1CPTRT0
 L  1CPTRT1
 L  1CPTRT3
 L  1CPTRT7
 L  1CPTRT8
 L  1CPTR50
 L  1CPTR51
 L  1CPTR53
 L  1CPTR57
 L  1CPTR58
 L  1CPTR5H
 L  1CPTR5L
 L  1CPTR5M
 L  2CPTIJ6
 L  2CPTIJ7
 L  2CPTIJ8
 L  2CPTR20
 L  2CPTR21
 L  2CPTR23
 L  2CPTR27
 L  2CPTR28
 L  2CPTR2A
 L  2CPTR2B
 L  2CPTR2C
 L  2CPTR2D
 L  2CPTR2L
 L  2CPTRT0
 L  2CPTRT1
 L  2CPTRT3
 L  2CPTRT7
 L  2CPTRT8
 L  2CPTRTB
 L  2CPTRTC
 L  2CPTR50
 L  2CPTR51
 L  2CPTR53
 L  2CPTR57
 L  2CPTR58
 L  2CPTR5A
 L  2CPTR5H
 L  2CPTR5L
 L  2CPTR5M
 L  3CPTIJ6
 L  3CPTIJ7
 L  3CPTIJ8
 L  3CPTR20
 L  3CPTR21
 L  3CPTR23
 L  3CPTR27
 L  3CPTR28
 L  3CPTR2A
 L  3CPTR2B
 L  3CPTR2C
 L  3CPTR2D
 L  3CPTR2L
 L  3CPTRT0
 L  3CPTRT1
 L  3CPTRT3
 L  3CPTRT7
 L  3CPTRT8
 L  3CPTRTB
 L  3CPTRTC
 L  3CPTR50
 L  3CPTR51
 L  3CPTR53
 L  3CPTR57
 L  3CPTR58
 L  3CPTR5A
 L  3CPTR5C
 L  3CPTR5H
 L  3CPTR5L
 L  3CPTR5M
 L  3GRCE35
 L  2GRCT80
 L  3GRCT80
 G  1DEMI1
 G  1DEMII
 G  1DEMIJ
 G  1DEMNY
 G  1DEMR2
 G  1DEMRT
 G  1DEMR5
 G  1DEMRD
 G  1DEMT8
 G  1DEMTX
 G  2DEMI1
 G  2DEMII
 G  2DEMIJ
 G  2DEMNY
 G  2DEMR2
 G  2DEMRT
 G  2DEMR5
 G  2DEMRD
 G  2DEMT8
 G  2DEMTX
 G  3DEMI1
 G  3DEMII
 G  3DEMIJ
 G  3DEMNY
 G  3DEMR2
 G  3DEMRT
 G  3DEMR5
 G  3DEMRD
 G  3DEMT8
 G  3DEMTX
 L  1UTLS06
 L  1UTLS08
 L  1UTLS09
 L  1UTLS21
 L  1UTLS23
 L  1UTLS28
 L  2UTLS06
 L  2UTLS08
 L  2UTLS09
 L  2UTLS21
 L  2UTLS23
 L  2UTLS28
 L  3UTLS01
 L  3UTLS04
 L  3UTLS06
 L  3UTLS08
 L  3UTLS09
 L  3UTLS21
 L  3UTLS23
 L  3UTLS28
 L  3UTLS29
 L  3UTLS80
 G  1UTLEC1
 G  1UTLEC2
 G  1UTLEP1
 G  1UTLE22
 G  1UTLE23
 G  2UTLEC1
 G  2UTLEC2
 G  2UTLEP1
 G  2UTLE22
 G  2UTLE23
 G  3UTLEC1
 G  3UTLEC2
 G  3UTLEP1
 G  3UTLE22
 G  3UTLE23
 G  1BNDEP1L
 G  2BNDEP1L
 G  1BALEWD
 G  1BALEWN
 G  1BALEID
 G  1BALEIN
 G  1BALESD
 G  1BALESN
 G  2BALEWD
 G  2BALEWN
 G  2BALEID
 G  2BALEIN
 G  2BALESD
 G  2BALESN
 G  3BALEWD
 G  3BALEWN
 G  3BALEID
 G  3BALEIN
 G  3BALESD
 G  3BALESN
 G  1EPKWD
 G  1EPKSD
 G  2EPKWD
 G  2EPKSD
 G  3EPKWD
 G  3EPKSD
 L  1EWDEC1
 L  1EWDEC2
 L  1EWDEC3
 L  1EWDEP1
 L  1EWDE14
 L  1EWDE22
 L  1EWDE23
 L  1EWDE31
 L  1EWDE51
 L  1EIDEC1
 L  1EIDEC2
 L  1EIDEC3
 L  1EIDEP1
 L  1EIDE14
 L  1EIDE22
 L  1EIDE23
 L  1EIDE31
 L  1EIDE51
 L  1ESDEC1
 L  1ESDEC2
 L  1ESDEC3
 L  1ESDEP1
 L  1ESDE14
 L  1ESDE22
 L  1ESDE23
 L  1ESDE31
 L  1ESDE51
 L  2EWDEC1
 L  2EWDEC2
 L  2EWDEC3
 L  2EWDEP1
 L  2EWDE14
 L  2EWDE22
 L  2EWDE23
 L  2EWDE31
 L  2EWDE35
 L  2EWDE51
 L  2EIDEC1
 L  2EIDEC2
 L  2EIDEC3
 L  2EIDEP1
 L  2EIDE14
 L  2EIDE22
 L  2EIDE23
 L  2EIDE31
 L  2EIDE35
 L  2EIDE51
 L  2ESDEC1
 L  2ESDEC2
 L  2ESDEC3
 L  2ESDEP1
 L  2ESDE14
 L  2ESDE22
 L  2ESDE23
 L  2ESDE31
 L  2ESDE35
 L  2ESDE51
 L  3EWDEC1
 L  3EWDEC2
 L  3EWDEC3
 L  3EWDEP1
 L  3EWDE14
 L  3EWDE22
 L  3EWDE23
 L  3EWDE31
 L  3EWDE35
 L  3EWDE94
 L  3EWDE60
 L  3EWDE51
 L  3EIDEC1
 L  3EIDEC2
 L  3EIDEC3
 L  3EIDEP1
 L  3EIDE14
 L  3EIDE22
 L  3EIDE23
 L  3EIDE31
 L  3EIDE35
 L  3EIDE94
 L  3EIDE60
 L  3EIDE51
 L  3ESDEC1
 L  3ESDEC2
 L  3ESDEC3
 L  3ESDEP1
 L  3ESDE14
 L  3ESDE22
 L  3ESDE23
 L  3ESDE31
 L  3ESDE35
 L  3ESDE94
 L  3ESDE60
 L  3ESDE51
 L  1EWNEC1
 L  1EWNEC2
 L  1EWNEC3
 L  1EWNEP1
 L  1EWNE14
 L  1EWNE31
 L  1EINEC1
 L  1EINEC2
 L  1EINEC3
 L  1EINEP1
 L  1EINE14
 L  1EINE31
 L  1ESNEC1
 L  1ESNEC2
 L  1ESNEC3
 L  1ESNEP1
 L  1ESNE14
 L  1ESNE31
 L  2EWNEC1
 L  2EWNEC2
 L  2EWNEC3
 L  2EWNEP1
 L  2EWNE14
 L  2EWNE31
 L  2EWNE35
 L  2EINEC1
 L  2EINEC2
 L  2EINEC3
 L  2EINEP1
 L  2EINE14
 L  2EINE31
 L  2EINE35
 L  2ESNEC1
 L  2ESNEC2
 L  2ESNEC3
 L  2ESNEP1
 L  2ESNE14
 L  2ESNE31
 L  2ESNE35
 L  3EWNEC1
 L  3EWNEC2
 L  3EWNEC3
 L  3EWNEP1
 L  3EWNE14
 L  3EWNE31
 L  3EWNE35
 L  3EWNE94
 L  3EWNE60
 L  3EINEC1
 L  3EINEC2
 L  3EINEC3
 L  3EINEP1
 L  3EINE14
 L  3EINE31
 L  3EINE35
 L  3EINE94
 L  3EINE60
 L  3ESNEC1
 L  3ESNEC2
 L  3ESNEC3
 L  3ESNEP1
 L  3ESNE14
 L  3ESNE31
 L  3ESNE35
 L  3ESNE94
 L  3ESNE60
 L  1BASW
 L  1BASI
 L  1BASS
 L  2BASW
 L  2BASI
 L  2BASS
 L  3BASW
 L  3BASI
 L  3BASS
 G  2BALDHW
 G  2BALDHI
 G  2BALDHS
 G  3BALDHW
 G  3BALDHI
 G  3BALDHS
 G  2HPKW
 G  3HPKW
 G  1RAT001
 G  2RAT001
 G  3RAT001
 G  1RAT002
 G  2RAT002
 G  3RAT002
 G  1RAT003
 G  2RAT003
 G  3RAT003
 L  1RAT004
 L  2RAT004
 L  3RAT004
 L  1RAT005
 L  2RAT005
 L  3RAT005
 L  1RAT006
 L  2RAT006
 L  3RAT006
 L  1RAT007
 L  2RAT007
 L  3RAT007
 L  2RAT008
 L  3RAT008
 L  2RAT009
 L  3RAT009
 L  1RAT010
 L  2RAT010
 L  3RAT010
 L  1RAT011
 L  2RAT011
 L  3RAT011
 L  2RAT012
 L  3RAT012
 L  1RAT013
 L  2RAT013
 L  3RAT013
COLUMNS
    1MINHCO1  PRICER       10.330608   1BALHCO             1.
    1MINHCO1  1BALEWD       -.000659   1BALEWN       -.000659
    1MINHCO1  1BALEID       -.000857   1BALEIN       -.000461
    1MINHCO1  1BALESD       -.002834   1BALESN        -.00112
    1MINHCO1  1EPKWD         -.00659   1EPKSD         -.00659
    2MINHCO1  PRICER        9.170958   2BALHCO             1.
    2MINHCO1  2BALEWD       -.000659   2BALEWN       -.000659
    2MINHCO1  2BALEID       -.000857   2BALEIN       -.000461
    2MINHCO1  2BALESD       -.002834   2BALESN        -.00112
    2MINHCO1  2EPKWD         -.00659   2EPKSD         -.00659
    3MINHCO1  PRICER         7.93182   3BALHCO             1.
    3MINHCO1  3BALEWD       -.000659   3BALEWN       -.000659
    3MINHCO1  3BALEID       -.000857   3BALEIN       -.000461
    3MINHCO1  3BALESD       -.002834   3BALESN        -.00112
    3MINHCO1  3EPKWD         -.00659   3EPKSD         -.00659
    1IMPHCO1  PRICER       16.167389   1BALHCO             1.
    2IMPHCO1  PRICER       13.355014   2BALHCO             1.
    3IMPHCO1  PRICER        10.93149   3BALHCO             1.
    1EXPHCO1  PRICER      -16.167389   1BALHCO            -1.
    2EXPHCO1  PRICER      -13.355014   2BALHCO            -1.
    3EXPHCO1  PRICER       -10.93149   3BALHCO            -1.
    1IMPOIL1  PRICER       27.995941   1BALOIL             1.
    2IMPOIL1  PRICER       22.001038   2BALOIL             1.
    3IMPOIL1  PRICER       17.248093   3BALOIL             1.
    1EXPOIL1  PRICER      -27.995941   1BALOIL            -1.
    2EXPOIL1  PRICER      -22.001038   2BALOIL            -1.
    3EXPOIL1  PRICER      -17.248093   3BALOIL            -1.
    1STKOIK1  1BALOIK             1.   1RAT011            -1.
    2STKOIK1  2BALOIK             1.   1BALOIK            -1.
    2STKOIK1  2RAT011            -1.
    3STKOIK1  3BALOIK             1.   2BALOIK            -1.
    3STKOIK1  3RAT011            -1.
    ZSTKOIK1  3BALOIK            -1.
    1EXPDSH1  1BALDSH            -1.
    2EXPDSH1  2BALDSH            -1.
    3EXPDSH1  3BALDSH            -1.
    1EXPDSL1  1BALDSL            -1.
    2EXPDSL1  2BALDSL            -1.
    3EXPDSL1  3BALDSL            -1.
    1IMPGAS1  PRICER       19.886414   1BALGAS            .95
    2IMPGAS1  PRICER       18.295593   2BALGAS            .95
    3IMPGAS1  PRICER       16.238586   3BALGAS            .95
    1EXPGAS1  PRICER      -19.886414   1BALGAS            -1.
    2EXPGAS1  PRICER      -18.295593   2BALGAS            -1.
    3EXPGAS1  PRICER      -16.238586   3BALGAS            -1.
    1STKGAK1  1BALGAK             1.   1RAT010            -1.
    2STKGAK1  2BALGAK             1.   1BALGAK            -1.
    2STKGAK1  2RAT010            -1.
    3STKGAK1  3BALGAK             1.   2BALGAK            -1.
    3STKGAK1  3RAT010            -1.
    ZSTKGAK1  3BALGAK            -1.
    1IMPURN1  PRICER         .537191   1BALURN             1.
    2IMPURN1  PRICER         .401422   2BALURN             1.
    3IMPURN1  PRICER         .299967   3BALURN             1.
    1STKURN1  1BALURN             1.
    2STKURN1  2BALURN             1.   1BALURN            -1.
    3STKURN1  3BALURN             1.   2BALURN            -1.
    ZSTKURN1  3BALURN            -1.
    1STKUDP1  1BALUDP             1.
    2STKUDP1  2BALUDP             1.   1BALUDP            -1.
    3STKUDP1  3BALUDP             1.   2BALUDP            -1.
    ZSTKUDP1  3BALUDP            -1.
    1STKPLU1  1BALPLU             1.
    2STKPLU1  2BALPLU             1.   1BALPLU            -1.
    3STKPLU1  3BALPLU             1.   2BALPLU            -1.
    ZSTKPLU1  3BALPLU            -1.
    1STKAGS1  1BALAGS             1.
    2STKAGS1  2BALAGS             1.   1BALAGS            -1.
    3STKAGS1  3BALAGS             1.   2BALAGS            -1.
    ZSTKAGS1  3BALAGS            -1.
    1STKLMS1  1BALLMS             1.
    2STKLMS1  2BALLMS             1.   1BALLMS            -1.
    3STKLMS1  3BALLMS             1.   2BALLMS            -1.
    ZSTKLMS1  3BALLMS            -1.
    1EC3INV   PRICER      2240.95752   1CPTEC3            -1.
    1EC3INV   2CPTEC3            -1.   3CPTEC3            -1.
    2EC3INV   PRICER     1269.021484   2CPTEC3            -1.
    2EC3INV   3CPTEC3            -1.
    3EC3INV   PRICER      542.729248   3CPTEC3            -1.
    1EP1INV   PRICER      2188.71875   1CPTEP1            -1.
    1EP1INV   2CPTEP1            -1.   3CPTEP1            -1.
    2EP1INV   PRICER     1239.439453   2CPTEP1            -1.
    2EP1INV   3CPTEP1            -1.
    3EP1INV   PRICER      530.077637   3CPTEP1            -1.
    1E14INV   PRICER     1783.052734   1CPTE14            -1.
    1E14INV   2CPTE14            -1.   3CPTE14            -1.
    2E14INV   PRICER     1009.716797   2CPTE14            -1.
    2E14INV   3CPTE14            -1.
    3E14INV   PRICER      431.830811   3CPTE14            -1.
    1E22INV   PRICER     1260.778809   1CPTE22            -1.
    1E22INV   2CPTE22            -1.   3CPTE22            -1.
    2E22INV   PRICER      713.960449   2CPTE22            -1.
    2E22INV   3CPTE22            -1.
    3E22INV   PRICER      305.343506   3CPTE22            -1.
    1E23INV   PRICER       4029.3042   1CPTE23            -1.
    1E23INV   2CPTE23            -1.   3CPTE23            -1.
    2E23INV   PRICER      2281.73584   1BALAGR        -11.662
    2E23INV   2CPTE23            -1.   3CPTE23            -1.
    3E23INV   PRICER      975.842285   2BALAGR        -11.662
    3E23INV   3CPTE23            -1.
    1E31INV   PRICER          .00001   1CPTE31            -1.
    1E31INV   2CPTE31            -1.   3CPTE31            -1.
    2E31INV   PRICER          .00001   2CPTE31            -1.
    2E31INV   3CPTE31            -1.
    3E31INV   PRICER          .00001   3CPTE31            -1.
    2E35INV   PRICER          .00001   2CPTE35            -1.
    2E35INV   3CPTE35            -1.
    3E35INV   PRICER          .00001   3CPTE35            -1.
    3E94INV   PRICER      369.621338   3CPTE94            -1.
    3E60INV   PRICER      721.590332   3CPTE60            -1.
    1E51INV   PRICER       814.03125   1CPTE51            -1.
    1E51INV   2CPTE51            -1.   3CPTE51            -1.
    2E51INV   PRICER      460.973877   2CPTE51            -1.
    2E51INV   3CPTE51            -1.
    3E51INV   PRICER      197.147232   3CPTE51            -1.
    3S01INV   PRICER        2.182532   3CPTS01            -1.
    3S04INV   PRICER        2.932184   3CPTS04            -1.
    1S06INV   1CPTS06            -1.   2CPTS06            -1.
    1S06INV   3CPTS06            -1.
    2S06INV   2CPTS06            -1.   3CPTS06            -1.
    3S06INV   3CPTS06            -1.
    1S08INV   PRICER        2.611933   1CPTS08            -1.
    1S08INV   2CPTS08            -1.   3CPTS08            -1.
    2S08INV   PRICER          1.4791   2CPTS08            -1.
    2S08INV   3CPTS08            -1.
    3S08INV   PRICER         .632575   3CPTS08            -1.
    1S09INV   PRICER        6.203342   1CPTS09            -1.
    1S09INV   2CPTS09            -1.   3CPTS09            -1.
    2S09INV   PRICER        3.512862   2CPTS09            -1.
    2S09INV   3CPTS09            -1.
    3S09INV   PRICER        1.502365   3CPTS09            -1.
    1S21INV   PRICER        5.800726   1CPTS21            -1.
    1S21INV   2CPTS21            -1.   3CPTS21            -1.
    2S21INV   PRICER        3.284866   2CPTS21            -1.
    2S21INV   3CPTS21            -1.
    3S21INV   PRICER        1.404856   3CPTS21            -1.
    1S23INV   PRICER        5.273388   1CPTS23            -1.
    1S23INV   2CPTS23            -1.   3CPTS23            -1.
    2S23INV   PRICER        2.986242   2CPTS23            -1.
    2S23INV   3CPTS23            -1.
    3S23INV   PRICER        1.277142   3CPTS23            -1.
    1S28INV   PRICER        2.109354   1CPTS28            -1.
    1S28INV   2CPTS28            -1.   3CPTS28            -1.
    2S28INV   PRICER        1.194496   2CPTS28            -1.
    2S28INV   3CPTS28            -1.
    3S28INV   PRICER         .510857   3CPTS28            -1.
    3S29INV   PRICER        1.532571   3CPTS29            -1.
    3S80INV   PRICER        1.870049   3CPTS80            -1.
    1IJ6INV   PRICER         1.43445   1CPTIJ6            -1.
    1IJ6INV   2CPTIJ6            -1.   3CPTIJ6            -1.
    2IJ6INV   PRICER         .812309   2CPTIJ6            -1.
    2IJ6INV   3CPTIJ6            -1.
    3IJ6INV   PRICER         .347404   3CPTIJ6            -1.
    1IJ7INV   PRICER         1.43445   1CPTIJ7            -1.
    1IJ7INV   2CPTIJ7            -1.   3CPTIJ7            -1.
    2IJ7INV   PRICER         .812309   2CPTIJ7            -1.
    2IJ7INV   3CPTIJ7            -1.
    3IJ7INV   PRICER         .347404   3CPTIJ7            -1.
    1IJ8INV   PRICER        4.944228   1CPTIJ8            -1.
    1IJ8INV   2CPTIJ8            -1.   3CPTIJ8            -1.
    2IJ8INV   PRICER        2.799844   2CPTIJ8            -1.
    2IJ8INV   3CPTIJ8            -1.
    3IJ8INV   PRICER        1.197424   3CPTIJ8            -1.
    1R20INV   PRICER       19.863083   1CPTR20            -1.
    1R20INV   2CPTR20            -1.   3CPTR20            -1.
    2R20INV   PRICER       11.248174   2CPTR20            -1.
    2R20INV   3CPTR20            -1.
    3R20INV   PRICER        4.810567   3CPTR20            -1.
    1R21INV   PRICER       11.053495   1CPTR21            -1.
    1R21INV   2CPTR21            -1.   3CPTR21            -1.
    2R21INV   PRICER        6.259433   2CPTR21            -1.
    2R21INV   3CPTR21            -1.
    3R21INV   PRICER        2.677005   3CPTR21            -1.
    1R23INV   PRICER       53.349091   1CPTR23            -1.
    1R23INV   2CPTR23            -1.   3CPTR23            -1.
    2R23INV   PRICER       30.210815   2CPTR23            -1.
    2R23INV   3CPTR23            -1.
    3R23INV   PRICER       12.920424   3CPTR23            -1.
    1R27INV   PRICER       39.374603   1CPTR27            -1.
    1R27INV   2CPTR27            -1.   3CPTR27            -1.
    2R27INV   PRICER       22.297272   2CPTR27            -1.
    2R27INV   3CPTR27            -1.
    3R27INV   PRICER        9.536002   3CPTR27            -1.
    1R28INV   PRICER       54.491653   1CPTR28            -1.
    1R28INV   2CPTR28            -1.   3CPTR28            -1.
    2R28INV   PRICER       30.857819   2CPTR28            -1.
    2R28INV   3CPTR28            -1.
    3R28INV   PRICER       13.197139   3CPTR28            -1.
    2R2AINV   PRICER          .00001   2CPTR2A            -1.
    2R2AINV   3CPTR2A            -1.
    3R2AINV   PRICER          .00001   3CPTR2A            -1.
    2R2BINV   PRICER          .00001   2CPTR2B            -1.
    2R2BINV   3CPTR2B            -1.
    3R2BINV   PRICER          .00001   3CPTR2B            -1.
    2R2CINV   PRICER         20.4711   2CPTR2C            -1.
    2R2CINV   3CPTR2C            -1.
    3R2CINV   PRICER           8.755   3CPTR2C            -1.
    1R2DINV   PRICER          .00001   1CPTR2D            -1.
    1R2DINV   2CPTR2D            -1.   3CPTR2D            -1.
    2R2DINV   PRICER          .00001   2CPTR2D            -1.
    2R2DINV   3CPTR2D            -1.
    3R2DINV   PRICER          .00001   3CPTR2D            -1.
    1R2LINV   PRICER       55.615082   1CPTR2L            -1.
    1R2LINV   2CPTR2L            -1.   3CPTR2L            -1.
    2R2LINV   PRICER       31.494003   2CPTR2L            -1.
    2R2LINV   3CPTR2L            -1.
    3R2LINV   PRICER       13.469211   3CPTR2L            -1.
    1RT0INV   PRICER       19.863083   1CPTRT0            -1.
    1RT0INV   2CPTRT0            -1.   3CPTRT0            -1.
    2RT0INV   PRICER       11.248174   2CPTRT0            -1.
    2RT0INV   3CPTRT0            -1.
    3RT0INV   PRICER        4.810567   3CPTRT0            -1.
    1RT1INV   PRICER       11.053495   1CPTRT1            -1.
    1RT1INV   2CPTRT1            -1.   3CPTRT1            -1.
    2RT1INV   PRICER        6.259433   2CPTRT1            -1.
    2RT1INV   3CPTRT1            -1.
    3RT1INV   PRICER        2.677005   3CPTRT1            -1.
    1RT3INV   PRICER       53.349091   1CPTRT3            -1.
    1RT3INV   2CPTRT3            -1.   3CPTRT3            -1.
    2RT3INV   PRICER       30.210815   2CPTRT3            -1.
    2RT3INV   3CPTRT3            -1.
    3RT3INV   PRICER       12.920424   3CPTRT3            -1.
    1RT7INV   PRICER       39.374603   1CPTRT7            -1.
    1RT7INV   2CPTRT7            -1.   3CPTRT7            -1.
    2RT7INV   PRICER       22.297272   2CPTRT7            -1.
    2RT7INV   3CPTRT7            -1.
    3RT7INV   PRICER        9.536002   3CPTRT7            -1.
    1RT8INV   PRICER       54.491653   1CPTRT8            -1.
    1RT8INV   2CPTRT8            -1.   3CPTRT8            -1.
    2RT8INV   PRICER       30.857819   2CPTRT8            -1.
    2RT8INV   3CPTRT8            -1.
    3RT8INV   PRICER       13.197139   3CPTRT8            -1.
    2RTBINV   PRICER          .00001   2CPTRTB            -1.
    2RTBINV   3CPTRTB            -1.
    3RTBINV   PRICER          .00001   3CPTRTB            -1.
    2RTCINV   PRICER         20.4711   2CPTRTC            -1.
    2RTCINV   3CPTRTC            -1.
    3RTCINV   PRICER           8.755   3CPTRTC            -1.
    1R50INV   PRICER       17.226379   1CPTR50            -1.
    1R50INV   2CPTR50            -1.   3CPTR50            -1.
    2R50INV   PRICER        9.755052   2CPTR50            -1.
    2R50INV   3CPTR50            -1.
    3R50INV   PRICER           4.172   3CPTR50            -1.
    1R51INV   PRICER        8.560434   1CPTR51            -1.
    1R51INV   2CPTR51            -1.   3CPTR51            -1.
    2R51INV   PRICER        4.847649   2CPTR51            -1.
    2R51INV   3CPTR51            -1.
    3R51INV   PRICER        2.073219   3CPTR51            -1.
    1R53INV   PRICER       53.349091   1CPTR53            -1.
    1R53INV   2CPTR53            -1.   3CPTR53            -1.
    2R53INV   PRICER       30.210815   2CPTR53            -1.
    2R53INV   3CPTR53            -1.
    3R53INV   PRICER       12.920424   3CPTR53            -1.
    1R57INV   PRICER       39.374603   1CPTR57            -1.
    1R57INV   2CPTR57            -1.   3CPTR57            -1.
    2R57INV   PRICER       22.297272   2CPTR57            -1.
    2R57INV   3CPTR57            -1.
    3R57INV   PRICER        9.536002   3CPTR57            -1.
    1R58INV   PRICER       54.491653   1CPTR58            -1.
    1R58INV   2CPTR58            -1.   3CPTR58            -1.
    2R58INV   PRICER       30.857819   2CPTR58            -1.
    2R58INV   3CPTR58            -1.
    3R58INV   PRICER       13.197139   3CPTR58            -1.
    2R5AINV   PRICER          .00001   2CPTR5A            -1.
    2R5AINV   3CPTR5A            -1.
    3R5AINV   PRICER          .00001   3CPTR5A            -1.
    3R5CINV   PRICER           8.755   3CPTR5C            -1.
    1R5HINV   PRICER      101.799759   1CPTR5H            -1.
    1R5HINV   2CPTR5H            -1.   3CPTR5H            -1.
    2R5HINV   PRICER       57.647705   2CPTR5H            -1.
    2R5HINV   3CPTR5H            -1.
    3R5HINV   PRICER       24.654495   3CPTR5H            -1.
    1R5LINV   PRICER       17.120865   1CPTR5L            -1.
    1R5LINV   2CPTR5L            -1.   3CPTR5L            -1.
    2R5LINV   PRICER        9.695297   2CPTR5L            -1.
    2R5LINV   3CPTR5L            -1.
    3R5LINV   PRICER        4.146439   3CPTR5L            -1.
    1R5MINV   PRICER       17.120865   1CPTR5M            -1.
    1R5MINV   2CPTR5M            -1.   3CPTR5M            -1.
    2R5MINV   PRICER        9.695297   2CPTR5M            -1.
    2R5MINV   3CPTR5M            -1.
    3R5MINV   PRICER        4.146439   3CPTR5M            -1.
    1I1YCAP   1BALHCO         -.0135   1BALCOK         -.4268
    1I1YCAP   1BALDSL         -.0323   1BALDSH         -.1983
    1I1YCAP   1BALGAS         -.2186   1DEMI1              1.
    1I1YCAP   1BALEWD       -.014242   1BALEWN        -.01104
    1I1YCAP   1BALEID       -.016781   1BALEIN       -.006182
    1I1YCAP   1BALESD       -.048907   1BALESN       -.013248
    1I1YCAP   1EPKWD        -.142416   1EPKSD        -.113738
    2I1YCAP   2BALHCO         -.0165   2BALCOK         -.5198
    2I1YCAP   2BALDSL         -.0212   2BALDSH         -.1305
    2I1YCAP   2BALGAS         -.1977   2DEMI1              1.
    2I1YCAP   2BALEWD       -.014758   2BALEWN        -.01144
    2I1YCAP   2BALEID       -.017389   2BALEIN       -.006406
    2I1YCAP   2BALESD       -.050679   2BALESN       -.013728
    2I1YCAP   2EPKWD        -.147576   2EPKSD        -.117859
    3I1YCAP   3BALHCO         -.0194   3BALCOK         -.6166
    3I1YCAP   3BALDSL         -.0102   3BALDSH         -.0628
    3I1YCAP   3BALGAS         -.1777   3DEMI1              1.
    3I1YCAP   3BALEWD       -.015261   3BALEWN        -.01183
    3I1YCAP   3BALEID       -.017982   3BALEIN       -.006625
    3I1YCAP   3BALESD       -.052407   3BALESN       -.014196
    3I1YCAP   3EPKWD        -.152607   3EPKSD        -.121876
    1IIYCAP   1BALHCO         -.1313   1BALCOK          -.027
    1IIYCAP   1BALDSL         -.2811   1BALGAS         -.2555
    1IIYCAP   1DEMII              1.   1BALEWD       -.039358
    1IIYCAP   1BALEWN        -.03051   1BALEID       -.046375
    1IIYCAP   1BALEIN       -.017086   1BALESD       -.135159
    1IIYCAP   1BALESN       -.036612   1EPKWD        -.393579
    1IIYCAP   1EPKSD        -.314324
    2IIYCAP   2BALHCO         -.1549   2BALCOK         -.0318
    2IIYCAP   2BALDSL         -.2619   2BALGAS         -.2453
    2IIYCAP   2DEMII              1.   2BALEWD       -.039487
    2IIYCAP   2BALEWN        -.03061   2BALEID       -.046527
    2IIYCAP   2BALEIN       -.017142   2BALESD       -.135602
    2IIYCAP   2BALESN       -.036732   2EPKWD        -.394869
    2IIYCAP   2EPKSD        -.315354
    3IIYCAP   3BALHCO         -.1852   3BALCOK          -.038
    3IIYCAP   3BALDSL         -.2695   3BALGAS         -.2048
    3IIYCAP   3DEMII              1.   3BALEWD        -.03901
    3IIYCAP   3BALEWN        -.03024   3BALEID       -.045965
    3IIYCAP   3BALEIN       -.016934   3BALESD       -.133963
    3IIYCAP   3BALESN       -.036288   3EPKWD        -.390096
    3IIYCAP   3EPKSD        -.311542
    1IJ6CAP   PRICER       15.909122   1BALDSH      -1.818181
    1IJ6CAP   1CPTIJ6             1.   1DEMIJ              1.
    2IJ6CAP   PRICER        11.88827   2BALDSH      -1.818181
    2IJ6CAP   2CPTIJ6             1.   2DEMIJ              1.
    3IJ6CAP   PRICER         8.88363   3BALDSH      -1.818181
    3IJ6CAP   3CPTIJ6             1.   3DEMIJ              1.
    1IJ7CAP   PRICER          39.002   1BALGAS      -1.538461
    1IJ7CAP   1CPTIJ7             1.   1DEMIJ              1.
    2IJ7CAP   PRICER       29.144684   2BALGAS      -1.538461
    2IJ7CAP   2CPTIJ7             1.   2DEMIJ              1.
    3IJ7CAP   PRICER       21.778656   3BALGAS      -1.538461
    3IJ7CAP   3CPTIJ7             1.   3DEMIJ              1.
    1IJ8CAP   PRICER       11.053747   1BALHCO            -2.
    1IJ8CAP   1CPTIJ8             1.   1DEMIJ              1.
    2IJ8CAP   PRICER        8.260037   2BALHCO            -2.
    2IJ8CAP   2CPTIJ8             1.   2DEMIJ              1.
    3IJ8CAP   PRICER        6.172396   3BALHCO            -2.
    3IJ8CAP   3CPTIJ8             1.   3DEMIJ              1.
    1NYYCAP   1BALGSL         -.2795   1BALDSH         -.4192
    1NYYCAP   1BALGAS         -.3013   1DEMNY              1.
    2NYYCAP   2BALGSL          -.285   2BALDSH         -.4275
    2NYYCAP   2BALGAS         -.2875   2DEMNY              1.
    3NYYCAP   3BALGSL         -.2915   3BALDSH         -.4373
    3NYYCAP   3BALGAS         -.2712   3DEMNY              1.
    1R20CAP   PRICER        7.231423   1CPTR20             1.
    1R20CAP   1DEMR2              1.   1BALEWN       -.482222
    1R20CAP   1BALEIN       -.345555   1BALESN       -.283333
    2R20CAP   PRICER        5.403763   2CPTR20             1.
    2R20CAP   2DEMR2              1.   2BALEWN       -.482222
    2R20CAP   2BALEIN       -.345555   2BALESN       -.283333
    3R20CAP   PRICER        4.038016   3CPTR20             1.
    3R20CAP   3DEMR2              1.   3BALEWN       -.482222
    3R20CAP   3BALEIN       -.345555   3BALESN       -.283333
    1R21CAP   PRICER        6.869854   1CPTR21             1.
    1R21CAP   1DEMR2              1.   1BALEWD       -.385555
    1R21CAP   1BALEWN       -.096667   1BALEID       -.276667
    1R21CAP   1BALEIN       -.068889   1BALESD       -.226667
    1R21CAP   1BALESN       -.056667   1EPKWD       -3.855558
    1R21CAP   1EPKSD        -.527132   1RAT004           .311
    2R21CAP   PRICER        5.133575   2CPTR21             1.
    2R21CAP   2DEMR2              1.   2BALEWD       -.385555
    2R21CAP   2BALEWN       -.096667   2BALEID       -.276667
    2R21CAP   2BALEIN       -.068889   2BALESD       -.226667
    2R21CAP   2BALESN       -.056667   2EPKWD       -3.855558
    2R21CAP   2EPKSD        -.527132   2RAT004           .314
    3R21CAP   PRICER        3.836116   3CPTR21             1.
    3R21CAP   3DEMR2              1.   3BALEWD       -.385555
    3R21CAP   3BALEWN       -.096667   3BALEID       -.276667
    3R21CAP   3BALEIN       -.068889   3BALESD       -.226667
    3R21CAP   3BALESN       -.056667   3EPKWD       -3.855558
    3R21CAP   3EPKSD        -.527132   3RAT004           .317
    1R23CAP   PRICER       15.416441   1BALDSL      -1.538461
    1R23CAP   1CPTR23             1.   1DEMR2              1.
    1R23CAP   1RAT005           .311
    2R23CAP   PRICER       11.520109   2BALDSL      -1.538461
    2R23CAP   2CPTR23             1.   2DEMR2              1.
    2R23CAP   2RAT005           .314
    3R23CAP   PRICER        8.608518   3BALDSL      -1.538461
    3R23CAP   3CPTR23             1.   3DEMR2              1.
    3R23CAP   3RAT005           .317
    1R27CAP   PRICER       19.469208   1BALGAS      -1.538461
    1R27CAP   1CPTR27             1.   1DEMR2              1.
    1R27CAP   1RAT006           .311
    2R27CAP   PRICER       14.548593   2BALGAS      -1.538461
    2R27CAP   2CPTR27             1.   2DEMR2              1.
    2R27CAP   2RAT006           .314
    3R27CAP   PRICER       10.871583   3BALGAS      -1.538461
    3R27CAP   3CPTR27             1.   3DEMR2              1.
    3R27CAP   3RAT006           .317
    1R28CAP   PRICER        31.92157   1BALHCO            -2.
    1R28CAP   1CPTR28             1.   1DEMR2              1.
    1R28CAP   1RAT007           .311
    2R28CAP   PRICER       23.853745   2BALHCO            -2.
    2R28CAP   2CPTR28             1.   2DEMR2              1.
    2R28CAP   2RAT007           .314
    3R28CAP   PRICER       17.824951   3BALHCO            -2.
    3R28CAP   3CPTR28             1.   3DEMR2              1.
    3R28CAP   3RAT007           .317
    2R2ACAP   PRICER        6.947694   2CPTR2A             1.
    2R2ACAP   2DEMR2              1.   2BALEWD       -.144583
    2R2ACAP   2BALEWN        -.03625   2BALEID        -.10375
    2R2ACAP   2BALEIN       -.025833   2BALESD          -.085
    2R2ACAP   2BALESN        -.02125   2EPKWD       -1.445833
    2R2ACAP   2EPKSD        -.197674   2RAT008           .314
    3R2ACAP   PRICER        5.191734   3CPTR2A             1.
    3R2ACAP   3DEMR2              1.   3BALEWD       -.144583
    3R2ACAP   3BALEWN        -.03625   3BALEID        -.10375
    3R2ACAP   3BALEIN       -.025833   3BALESD          -.085
    3R2ACAP   3BALESN        -.02125   3EPKWD       -1.445833
    3R2ACAP   3EPKSD        -.197674   3RAT008           .317
    2R2BCAP   PRICER       11.901143   2BALGAS       -.833333
    2R2BCAP   2CPTR2B             1.   2DEMR2              1.
    2R2BCAP   2RAT009           .314
    3R2BCAP   PRICER        8.862661   3BALGAS       -.826447
    3R2BCAP   3CPTR2B             1.   3DEMR2              1.
    3R2BCAP   3RAT009           .317
    2R2CCAP   PRICER        9.263595   2CPTR2C             1.
    2R2CCAP   2DEMR2              1.   2BALDHW       -.563636
    2R2CCAP   2BALDHI       -.403896   2BALDHS       -.331169
    2R2CCAP   2HPKW        -2.818182   2RAT012           .314
    3R2CCAP   PRICER        6.922315   3CPTR2C             1.
    3R2CCAP   3DEMR2              1.   3BALDHW       -.563636
    3R2CCAP   3BALDHI       -.403896   3BALDHS       -.331169
    3R2CCAP   3HPKW        -2.818182   3RAT012           .317
    1R2DCAP   1CPTR2D             1.   1DEMR2              1.
    1R2DCAP   1RAT002           -1.8
    2R2DCAP   2CPTR2D             1.   2DEMR2              1.
    2R2DCAP   2RAT002           -1.8
    3R2DCAP   3CPTR2D             1.   3DEMR2              1.
    3R2DCAP   3RAT002           -1.8
    1R2LCAP   PRICER       14.772768   1CPTR2L             1.
    1R2LCAP   1DEMR2              1.   1BALEWD          -.347
    1R2LCAP   1BALEWN          -.087   1BALEID          -.249
    1R2LCAP   1BALEIN          -.062   1BALESD          -.204
    1R2LCAP   1BALESN          -.051   1EPKWD           -3.47
    1R2LCAP   1EPKSD        -.474419   1RAT002             1.
    2R2LCAP   PRICER       11.039117   2CPTR2L             1.
    2R2LCAP   2DEMR2              1.   2BALEWD          -.347
    2R2LCAP   2BALEWN          -.087   2BALEID          -.249
    2R2LCAP   2BALEIN          -.062   2BALESD          -.204
    2R2LCAP   2BALESN          -.051   2EPKWD           -3.47
    2R2LCAP   2EPKSD        -.474419   2RAT002             1.
    3R2LCAP   PRICER        8.249092   3CPTR2L             1.
    3R2LCAP   3DEMR2              1.   3BALEWD          -.347
    3R2LCAP   3BALEWN          -.087   3BALEID          -.249
    3R2LCAP   3BALEIN          -.062   3BALESD          -.204
    3R2LCAP   3BALESN          -.051   3EPKWD           -3.47
    3R2LCAP   3EPKSD        -.474419   3RAT002             1.
    1R2YCAP   1BALHCO       -.923936   1BALDSL       -.114623
    1R2YCAP   1BALGAS      -1.068479   1DEMR2              1.
    2R2YCAP   2BALHCO        -.54554   2BALDSL       -.072151
    2R2YCAP   2BALGAS      -1.256371   2DEMR2              1.
    3R2YCAP   3BALHCO       -.418028   3BALDSL       -.058718
    3R2YCAP   3BALGAS      -1.318908   3DEMR2              1.
    1RT0CAP   PRICER        7.231423   1CPTRT0             1.
    1RT0CAP   1DEMRT              1.   1BALEWN       -.482222
    1RT0CAP   1BALEIN       -.345555   1BALESN       -.283333
    2RT0CAP   PRICER        5.403763   2CPTRT0             1.
    2RT0CAP   2DEMRT              1.   2BALEWN       -.482222
    2RT0CAP   2BALEIN       -.345555   2BALESN       -.283333
    3RT0CAP   PRICER        4.038016   3CPTRT0             1.
    3RT0CAP   3DEMRT              1.   3BALEWN       -.482222
    3RT0CAP   3BALEIN       -.345555   3BALESN       -.283333
    1RT1CAP   PRICER        6.869854   1CPTRT1             1.
    1RT1CAP   1DEMRT              1.   1BALEWD       -.385555
    1RT1CAP   1BALEWN       -.096667   1BALEID       -.276667
    1RT1CAP   1BALEIN       -.068889   1BALESD       -.226667
    1RT1CAP   1BALESN       -.056667   1EPKWD       -3.855558
    1RT1CAP   1EPKSD        -.527132
    2RT1CAP   PRICER        5.133575   2CPTRT1             1.
    2RT1CAP   2DEMRT              1.   2BALEWD       -.385555
    2RT1CAP   2BALEWN       -.096667   2BALEID       -.276667
    2RT1CAP   2BALEIN       -.068889   2BALESD       -.226667
    2RT1CAP   2BALESN       -.056667   2EPKWD       -3.855558
    2RT1CAP   2EPKSD        -.527132
    3RT1CAP   PRICER        3.836116   3CPTRT1             1.
    3RT1CAP   3DEMRT              1.   3BALEWD       -.385555
    3RT1CAP   3BALEWN       -.096667   3BALEID       -.276667
    3RT1CAP   3BALEIN       -.068889   3BALESD       -.226667
    3RT1CAP   3BALESN       -.056667   3EPKWD       -3.855558
    3RT1CAP   3EPKSD        -.527132
    1RT3CAP   PRICER       16.528961   1BALDSL      -1.818181
    1RT3CAP   1CPTRT3             1.   1DEMRT              1.
    2RT3CAP   PRICER       12.351457   2BALDSL      -1.818181
    2RT3CAP   2CPTRT3             1.   2DEMRT              1.
    3RT3CAP   PRICER        9.229751   3BALDSL      -1.818181
    3RT3CAP   3CPTRT3             1.   3DEMRT              1.
    1RT7CAP   PRICER       19.469208   1BALGAS      -1.538461
    1RT7CAP   1CPTRT7             1.   1DEMRT              1.
    2RT7CAP   PRICER       14.548593   2BALGAS      -1.538461
    2RT7CAP   2CPTRT7             1.   2DEMRT              1.
    3RT7CAP   PRICER       10.871583   3BALGAS      -1.538461
    3RT7CAP   3CPTRT7             1.   3DEMRT              1.
    1RT8CAP   PRICER        31.92157   1BALHCO            -2.
    1RT8CAP   1CPTRT8             1.   1DEMRT              1.
    2RT8CAP   PRICER       23.853745   2BALHCO            -2.
    2RT8CAP   2CPTRT8             1.   2DEMRT              1.
    3RT8CAP   PRICER       17.824951   3BALHCO            -2.
    3RT8CAP   3CPTRT8             1.   3DEMRT              1.
    2RTBCAP   PRICER       11.901143   2BALGAS       -.833333
    2RTBCAP   2CPTRTB             1.   2DEMRT              1.
    3RTBCAP   PRICER        8.893249   3BALGAS       -.833333
    3RTBCAP   3CPTRTB             1.   3DEMRT              1.
    2RTCCAP   PRICER        9.263595   2CPTRTC             1.
    2RTCCAP   2DEMRT              1.   2BALDHW       -.563636
    2RTCCAP   2BALDHI       -.403896   2BALDHS       -.331169
    2RTCCAP   2HPKW        -2.818182
    3RTCCAP   PRICER        6.922315   3CPTRTC             1.
    3RTCCAP   3DEMRT              1.   3BALDHW       -.563636
    3RTCCAP   3BALDHI       -.403896   3BALDHS       -.331169
    3RTCCAP   3HPKW        -2.818182
    1RTYCAP   1BALHCO       -.634921   1BALGAS       -.952381
    1RTYCAP   1DEMRT              1.
    2RTYCAP   2BALHCO         -.3125   2BALGAS          -1.25
    2RTYCAP   2DEMRT              1.
    3RTYCAP   3BALGAS      -1.538461   3DEMRT              1.
    1R50CAP   PRICER         1.54959   1CPTR50             1.
    1R50CAP   1DEMR5              1.   1BALEWN       -.248889
    1R50CAP   1BALEIN           -.23   1BALESN       -.632222
    2R50CAP   PRICER        1.157948   2CPTR50             1.
    2R50CAP   2DEMR5              1.   2BALEWN       -.248889
    2R50CAP   2BALEIN           -.23   2BALESN       -.632222
    3R50CAP   PRICER         .865289   3CPTR50             1.
    3R50CAP   3DEMR5              1.   3BALEWN       -.248889
    3R50CAP   3BALEIN           -.23   3BALESN       -.632222
    1R51CAP   1CPTR51             1.   1DEMR5              1.
    1R51CAP   1BALEWD       -.176667   1BALEWN       -.072222
    1R51CAP   1BALEID       -.212222   1BALEIN       -.017778
    1R51CAP   1BALESD       -.604444   1BALESN       -.027778
    1R51CAP   1EPKWD       -1.766667   1EPKSD       -1.405684
    1R51CAP   1RAT004            -1.
    2R51CAP   2CPTR51             1.   2DEMR5              1.
    2R51CAP   2BALEWD       -.176667   2BALEWN       -.072222
    2R51CAP   2BALEID       -.212222   2BALEIN       -.017778
    2R51CAP   2BALESD       -.604444   2BALESN       -.027778
    2R51CAP   2EPKWD       -1.766667   2EPKSD       -1.405684
    2R51CAP   2RAT004            -1.
    3R51CAP   3CPTR51             1.   3DEMR5              1.
    3R51CAP   3BALEWD       -.176667   3BALEWN       -.072222
    3R51CAP   3BALEID       -.212222   3BALEIN       -.017778
    3R51CAP   3BALESD       -.604444   3BALESN       -.027778
    3R51CAP   3EPKWD       -1.766667   3EPKSD       -1.405684
    3R51CAP   3RAT004            -1.
    1R53CAP   PRICER       16.528961   1BALDSL      -1.818181
    1R53CAP   1CPTR53             1.   1DEMR5              1.
    1R53CAP   1RAT005            -1.
    2R53CAP   PRICER       12.351457   2BALDSL      -1.818181
    2R53CAP   2CPTR53             1.   2DEMR5              1.
    2R53CAP   2RAT005            -1.
    3R53CAP   PRICER        9.229751   3BALDSL      -1.818181
    3R53CAP   3CPTR53             1.   3DEMR5              1.
    3R53CAP   3RAT005            -1.
    1R57CAP   PRICER       19.469208   1BALGAS      -1.538461
    1R57CAP   1CPTR57             1.   1DEMR5              1.
    1R57CAP   1RAT006            -1.
    2R57CAP   PRICER       14.548593   2BALGAS      -1.538461
    2R57CAP   2CPTR57             1.   2DEMR5              1.
    2R57CAP   2RAT006            -1.
    3R57CAP   PRICER       10.871583   3BALGAS      -1.538461
    3R57CAP   3CPTR57             1.   3DEMR5              1.
    3R57CAP   3RAT006            -1.
    1R58CAP   PRICER        31.92157   1BALHCO            -2.
    1R58CAP   1CPTR58             1.   1DEMR5              1.
    1R58CAP   1RAT007            -1.
    2R58CAP   PRICER       23.853745   2BALHCO            -2.
    2R58CAP   2CPTR58             1.   2DEMR5              1.
    2R58CAP   2RAT007            -1.
    3R58CAP   PRICER       17.824951   3BALHCO            -2.
    3R58CAP   3CPTR58             1.   3DEMR5              1.
    3R58CAP   3RAT007            -1.
    2R5ACAP   PRICER        6.947694   2CPTR5A             1.
    2R5ACAP   2DEMR5              1.   2BALEWD       -.045429
    2R5ACAP   2BALEWN       -.018571   2BALEID       -.054571
    2R5ACAP   2BALEIN       -.004571   2BALESD       -.155429
    2R5ACAP   2BALESN       -.007143   2EPKWD        -.454286
    2R5ACAP   2EPKSD        -.361462   2RAT008            -1.
    3R5ACAP   PRICER        5.191734   3CPTR5A             1.
    3R5ACAP   3DEMR5              1.   3BALEWD       -.045429
    3R5ACAP   3BALEWN       -.018571   3BALEID       -.054571
    3R5ACAP   3BALEIN       -.004571   3BALESD       -.155429
    3R5ACAP   3BALESN       -.007143   3EPKWD        -.454286
    3R5ACAP   3EPKSD        -.361462   3RAT008            -1.
    3R5CCAP   PRICER        6.922315   3CPTR5C             1.
    3R5CCAP   3DEMR5              1.   3BALDHW       -.329412
    3R5CCAP   3BALDHI       -.304412   3BALDHS       -.836765
    3R5CCAP   3HPKW        -1.647059   3RAT012            -1.
    1R5HCAP   PRICER       85.948608   1BALGAS      -1.960784
    1R5HCAP   1CPTR5H             1.   1DEMR5              1.
    1R5HCAP   1RAT001             1.   1RAT003             1.
    1R5HCAP   1RAT013            -1.
    2R5HCAP   PRICER       64.001907   2BALGAS      -1.923077
    2R5HCAP   2CPTR5H             1.   2DEMR5              1.
    2R5HCAP   2RAT001             1.   2RAT003             1.
    2R5HCAP   2RAT013            -1.
    3R5HCAP   PRICER       47.664902   3BALGAS      -1.886792
    3R5HCAP   3CPTR5H             1.   3DEMR5              1.
    3R5HCAP   3RAT001             1.   3RAT003             1.
    3R5HCAP   3RAT013            -1.
    1R5LCAP   1CPTR5L             1.   1DEMR5              1.
    1R5LCAP   1BALEWD       -.223944   1BALEWN       -.091549
    1R5LCAP   1BALEID       -.269014   1BALEIN       -.022535
    1R5LCAP   1BALESD       -.766197   1BALESN       -.035211
    1R5LCAP   1EPKWD       -2.239438   1EPKSD       -1.781854
    1R5LCAP   1RAT001             1.   1RAT013            -1.
    2R5LCAP   2CPTR5L             1.   2DEMR5              1.
    2R5LCAP   2BALEWD       -.220833   2BALEWN       -.090278
    2R5LCAP   2BALEID       -.265278   2BALEIN       -.022222
    2R5LCAP   2BALESD       -.755556   2BALESN       -.034722
    2R5LCAP   2EPKWD       -2.208334   2EPKSD       -1.757106
    2R5LCAP   2RAT001             1.   2RAT013            -1.
    3R5LCAP   3CPTR5L             1.   3DEMR5              1.
    3R5LCAP   3BALEWD       -.217808   3BALEWN       -.089041
    3R5LCAP   3BALEID       -.261644   3BALEIN       -.021918
    3R5LCAP   3BALESD       -.745205   3BALESN       -.034247
    3R5LCAP   3EPKWD       -2.178082   3EPKSD       -1.733036
    3R5LCAP   3RAT001             1.   3RAT013            -1.
    1R5MCAP   1CPTR5M             1.   1DEMR5              1.
    1R5MCAP   1BALEWD       -.223944   1BALEWN       -.091549
    1R5MCAP   1BALEID       -.269014   1BALEIN       -.022535
    1R5MCAP   1BALESD       -.766197   1BALESN       -.035211
    1R5MCAP   1EPKWD       -2.239438   1EPKSD       -1.781854
    1R5MCAP   1RAT003             1.   1RAT013            -1.
    2R5MCAP   2CPTR5M             1.   2DEMR5              1.
    2R5MCAP   2BALEWD       -.220833   2BALEWN       -.090278
    2R5MCAP   2BALEID       -.265278   2BALEIN       -.022222
    2R5MCAP   2BALESD       -.755556   2BALESN       -.034722
    2R5MCAP   2EPKWD       -2.208334   2EPKSD       -1.757106
    2R5MCAP   2RAT003             1.   2RAT013            -1.
    3R5MCAP   3CPTR5M             1.   3DEMR5              1.
    3R5MCAP   3BALEWD       -.217808   3BALEWN       -.089041
    3R5MCAP   3BALEID       -.261644   3BALEIN       -.021918
    3R5MCAP   3BALESD       -.745205   3BALESN       -.034247
    3R5MCAP   3EPKWD       -2.178082   3EPKSD       -1.733036
    3R5MCAP   3RAT003             1.   3RAT013            -1.
    1RDYCAP   1BALHCO       -.034892   1BALCOK       -.009677
    1RDYCAP   1BALDSL       -.332697   1BALGAS       -.371269
    1RDYCAP   1DEMRD              1.   1BALEWD       -.148042
    1RDYCAP   1BALEWN       -.082314   1BALEID       -.119785
    1RDYCAP   1BALEIN       -.033786   1BALESD       -.181214
    1RDYCAP   1BALESN       -.049143   1EPKWD       -1.480425
    1RDYCAP   1EPKSD        -.421427
    2RDYCAP   2BALHCO       -.030143   2BALCOK       -.007975
    2RDYCAP   2BALDSL       -.282779   2BALGAS       -.410787
    2RDYCAP   2DEMRD              1.   2BALEWD       -.149428
    2RDYCAP   2BALEWN       -.083084   2BALEID       -.120906
    2RDYCAP   2BALEIN       -.034102   2BALESD       -.182909
    2RDYCAP   2BALESN       -.049603   2EPKWD       -1.494279
    2RDYCAP   2EPKSD        -.425371
    3RDYCAP   3BALHCO        -.02846   3BALCOK       -.007786
    3RDYCAP   3BALDSL        -.26084   3BALGAS       -.411062
    3RDYCAP   3DEMRD              1.   3BALEWD       -.152869
    3RDYCAP   3BALEWN       -.084998   3BALEID       -.123691
    3RDYCAP   3BALEIN       -.034887   3BALESD       -.187122
    3RDYCAP   3BALESN       -.050745   3EPKWD       -1.528695
    3RDYCAP   3EPKSD        -.435168
    1T80CAP   2GRCT80      -1.227805   1DEMT8              1.
    1T80CAP   1BALEWN            -.1   1BALEIN            -.1
    1T80CAP   1BALESN            -.3
    2T80CAP   3GRCT80      -1.227805   2GRCT80             1.
    2T80CAP   2DEMT8              1.   2BALEWN            -.1
    2T80CAP   2BALEIN            -.1   2BALESN            -.3
    3T80CAP   3GRCT80             1.   3DEMT8              1.
    3T80CAP   3BALEWN            -.1   3BALEIN            -.1
    3T80CAP   3BALESN            -.3
    1T83CAP   PRICER        5.475219   1BALDSL            -1.
    1T83CAP   1DEMT8              1.
    2T83CAP   PRICER        4.091419   2BALDSL            -1.
    2T83CAP   2DEMT8              1.
    3T83CAP   PRICER        3.057354   3BALDSL            -1.
    3T83CAP   3DEMT8              1.
    1T8FCAP   1BALGSL            -1.   1DEMT8              1.
    2T8FCAP   2BALGSL            -1.   2DEMT8              1.
    3T8FCAP   3BALGSL            -1.   3DEMT8              1.
    1TXYCAP   1BALDSL         -.9792   1DEMTX              1.
    1TXYCAP   1BALEWD        -.00208   1BALEWN        -.00208
    1TXYCAP   1BALEID       -.002704   1BALEIN       -.001456
    1TXYCAP   1BALESD       -.008944   1BALESN       -.003536
    1TXYCAP   1EPKWD          -.0208   1EPKSD          -.0208
    2TXYCAP   2BALDSL         -.9808   2DEMTX              1.
    2TXYCAP   2BALEWD        -.00192   2BALEWN        -.00192
    2TXYCAP   2BALEID       -.002496   2BALEIN       -.001344
    2TXYCAP   2BALESD       -.008256   2BALESN       -.003264
    2TXYCAP   2EPKWD          -.0192   2EPKSD          -.0192
    3TXYCAP   3BALDSL         -.9981   3DEMTX              1.
    3TXYCAP   3BALEWD        -.00189   3BALEWN        -.00189
    3TXYCAP   3BALEID       -.002457   3BALEIN       -.001323
    3TXYCAP   3BALESD       -.008127   3BALESN       -.003213
    3TXYCAP   3EPKWD          -.0189   3EPKSD          -.0189
    3S01CAP   PRICER           4.961   3CPTS01             1.
    3S01CAP   3UTLS01           -.85
    3S04CAP   PRICER        5.710909   3CPTS04             1.
    3S04CAP   3UTLS04           -.85
    1S06CAP   1CPTS06             1.   1UTLS06            -.9
    2S06CAP   2CPTS06             1.   2UTLS06            -.9
    3S06CAP   3CPTS06             1.   3UTLS06            -.9
    1S08CAP   1CPTS08             1.   1UTLS08            -.9
    2S08CAP   2CPTS08             1.   2UTLS08            -.9
    3S08CAP   3CPTS08             1.   3UTLS08            -.9
    1S09CAP   1CPTS09             1.   1UTLS09            -1.
    2S09CAP   2CPTS09             1.   2UTLS09            -1.
    3S09CAP   3CPTS09             1.   3UTLS09            -1.
    1S21CAP   1CPTS21             1.   1UTLS21            -1.
    2S21CAP   2CPTS21             1.   2UTLS21            -1.
    3S21CAP   3CPTS21             1.   3UTLS21            -1.
    1S23CAP   1CPTS23             1.   1UTLS23            -1.
    2S23CAP   2CPTS23             1.   2UTLS23            -1.
    3S23CAP   3CPTS23             1.   3UTLS23            -1.
    1S28CAP   1CPTS28             1.   1UTLS28            -1.
    2S28CAP   2CPTS28             1.   2UTLS28            -1.
    3S28CAP   3CPTS28             1.   3UTLS28            -1.
    3S29CAP   3CPTS29             1.   3UTLS29            -1.
    1S44CAP   1BALURN          -1.02   1BALMAG           .744
    1S44CAP   2BALMAG           .256
    2S44CAP   2BALURN          -1.02   2BALMAG           .744
    2S44CAP   3BALMAG           .256
    3S44CAP   3BALURN          -1.02   3BALMAG           .744
    1S45CAP   PRICER         2.89257   1BALURN        -4.4348
    1S45CAP   1BALUDP         3.4348   1BALAGR           .634
    1S45CAP   2BALAGR           .366
    2S45CAP   PRICER        2.161505   2BALURN        -4.4348
    2S45CAP   2BALUDP         3.4348   2BALAGR           .634
    2S45CAP   3BALAGR           .366
    3S45CAP   PRICER        1.615207   3BALURN        -4.4348
    3S45CAP   3BALUDP         3.4348   3BALAGR           .634
    1S46CAP   PRICER         .619836   1BALURN         -.9841
    1S46CAP   1BALPLU        -.01591   1BALAGR           .734
    1S46CAP   2BALAGR           .266
    2S46CAP   PRICER          .46318   2BALURN         -.9841
    2S46CAP   2BALPLU        -.01591   2BALAGR           .734
    2S46CAP   3BALAGR           .266
    3S46CAP   PRICER         .346116   3BALURN         -.9841
    3S46CAP   3BALPLU        -.01591   3BALAGR           .734
    1S47CAP   PRICER         .619836   1BALUDP         -.9796
    1S47CAP   1BALPLU        -.02045   1BALAGR           .734
    1S47CAP   2BALAGR           .266
    2S47CAP   PRICER          .46318   2BALUDP         -.9796
    2S47CAP   2BALPLU        -.02045   2BALAGR           .734
    2S47CAP   3BALAGR           .266
    3S47CAP   PRICER         .346116   3BALUDP         -.9796
    3S47CAP   3BALPLU        -.02045   3BALAGR           .734
    1S4ACAP   PRICER         .619836   1BALUDP         -.9476
    1S4ACAP   1BALPLU        -.05237   1BALLMF            .95
    1S4ACAP   2BALLMF            .05
    2S4ACAP   PRICER          .46318   2BALUDP         -.9476
    2S4ACAP   2BALPLU        -.05237   2BALLMF            .95
    2S4ACAP   3BALLMF            .05
    3S4ACAP   PRICER         .346116   3BALUDP         -.9476
    3S4ACAP   3BALPLU        -.05237   3BALLMF            .95
    1S54CAP   PRICER        4.752079   1BALUDP          .9282
    1S54CAP   1BALPLU         .06318   1BALLMS            -1.
    2S54CAP   PRICER        3.551044   2BALUDP          .9282
    2S54CAP   2BALPLU         .06318   2BALLMS            -.9
    2S54CAP   1BALLMS            -.1
    3S54CAP   PRICER        2.653554   3BALUDP          .9282
    3S54CAP   3BALPLU         .06318   3BALLMS            -.9
    3S54CAP   2BALLMS            -.1
    1S55CAP   PRICER        4.752079   1BALURN          1.047
    1S55CAP   1BALPLU        .004783   1BALAGS            -1.
    2S55CAP   PRICER        3.551044   2BALURN          1.047
    2S55CAP   2BALPLU        .004783   2BALAGS            -.8
    2S55CAP   1BALAGS            -.2
    3S55CAP   PRICER        2.653554   3BALURN          1.047
    3S55CAP   3BALPLU        .004783   3BALAGS            -.8
    3S55CAP   2BALAGS            -.2
    1S6HCAP   1BALGAS            .95   1BALHYD            -1.
    2S6HCAP   2BALGAS            .95   2BALHYD            -1.
    3S6HCAP   3BALGAS            .95   3BALHYD            -1.
    1S71CAP   1BALGSL             1.   1BALALC            -1.
    2S71CAP   2BALGSL             1.   2BALALC            -1.
    3S71CAP   3BALGSL             1.   3BALALC            -1.
    1S72CAP   1BALDSH             1.   1BALDSR            -1.
    2S72CAP   2BALDSH             1.   2BALDSR            -1.
    3S72CAP   3BALDSH             1.   3BALDSR            -1.
    1S79CAP   1BALGAK            -1.   1BALGAS            .95
    1S79CAP   1RAT010           2.66
    2S79CAP   2BALGAK            -1.   2BALGAS            .95
    2S79CAP   2RAT010           2.66
    3S79CAP   3BALGAK            -1.   3BALGAS            .95
    3S79CAP   3RAT010           2.66
    1S7ACAP   1BALOIK            -1.   1BALOIL             1.
    1S7ACAP   1RAT011           2.66
    2S7ACAP   2BALOIK            -1.   2BALOIL             1.
    2S7ACAP   2RAT011           2.66
    3S7ACAP   3BALOIK            -1.   3BALOIL             1.
    3S7ACAP   3RAT011           2.66
    3S80CAP   PRICER        1.211405   3CPTS80             1.
    3S80CAP   3UTLS80            -.9
    3S01ACT   PRICER        1.817107   3BALHCO            -1.
    3S01ACT   3BALGAS           .665   3UTLS01             1.
    3S04ACT   PRICER        1.586364   3BALHCO            -1.
    3S04ACT   3BALALC             .3   3UTLS04             1.
    1S06ACT   PRICER        1.497937   1BALHCO            -1.
    1S06ACT   1BALCOK             .6   1BALGAS          .1425
    1S06ACT   1UTLS06             1.
    2S06ACT   PRICER         1.11935   2BALHCO            -1.
    2S06ACT   2BALCOK             .6   2BALGAS          .1425
    2S06ACT   2UTLS06             1.
    3S06ACT   PRICER         .836446   3BALHCO            -1.
    3S06ACT   3BALCOK             .6   3BALGAS          .1425
    3S06ACT   3UTLS06             1.
    1S08ACT   PRICER        1.497937   1BALHCO            -1.
    1S08ACT   1BALCOK            .64   1BALGAS           .152
    1S08ACT   1UTLS08             1.
    2S08ACT   PRICER         1.11935   2BALHCO            -1.
    2S08ACT   2BALCOK            .64   2BALGAS           .152
    2S08ACT   2UTLS08             1.
    3S08ACT   PRICER         .836446   3BALHCO            -1.
    3S08ACT   3BALCOK            .64   3BALGAS           .152
    3S08ACT   3UTLS08             1.
    1S09ACT   PRICER        1.497937   1BALHCO            -1.
    1S09ACT   1BALCOK            .64   1BALGAS           .152
    1S09ACT   1UTLS09             1.
    2S09ACT   PRICER         1.11935   2BALHCO            -1.
    2S09ACT   2BALCOK            .64   2BALGAS           .152
    2S09ACT   2UTLS09             1.
    3S09ACT   PRICER         .836446   3BALHCO            -1.
    3S09ACT   3BALCOK            .64   3BALGAS           .152
    3S09ACT   3UTLS09             1.
    1S21ACT   1BALOIL            -1.   1BALGSL            .16
    1S21ACT   1BALDSL            .32   1BALDSR            .46
    1S21ACT   1UTLS21             1.
    2S21ACT   2BALOIL            -1.   2BALGSL            .16
    2S21ACT   2BALDSL            .32   2BALDSR            .46
    2S21ACT   2UTLS21             1.
    3S21ACT   3BALOIL            -1.   3BALGSL            .16
    3S21ACT   3BALDSL            .32   3BALDSR            .46
    3S21ACT   3UTLS21             1.
    1S23ACT   1BALDSL             .5   1BALDSH             .5
    1S23ACT   1BALDSR            -1.   1UTLS23             1.
    2S23ACT   2BALDSL             .5   2BALDSH             .5
    2S23ACT   2BALDSR            -1.   2UTLS23             1.
    3S23ACT   3BALDSL             .5   3BALDSH             .5
    3S23ACT   3BALDSR            -1.   3UTLS23             1.
    1S28ACT   1BALGSL            .67   1BALDSL            -1.
    1S28ACT   1UTLS28             1.
    2S28ACT   2BALGSL            .67   2BALDSL            -1.
    2S28ACT   2UTLS28             1.
    3S28ACT   3BALGSL            .67   3BALDSL            -1.
    3S28ACT   3UTLS28             1.
    3S29ACT   3BALGSL            .87   3BALDSL            -1.
    3S29ACT   3UTLS29             1.
    3S80ACT   PRICER         .365152   3BALHYD           .722
    3S80ACT   3UTLS80             1.   3BALEWN            -.2
    3S80ACT   3BALEIN            -.2   3BALESN            -.6
    1EC1WM    1UTLEC1             1.   1EWDEC1             .5
    1EC1WM    1EWNEC1             .5
    1EC1IM    1UTLEC1             1.   1EIDEC1            .65
    1EC1IM    1EINEC1            .35
    1EC1SM    1UTLEC1             1.   1ESDEC1        .716667
    1EC1SM    1ESNEC1        .283333
    2EC1WM    2UTLEC1             1.   2EWDEC1             .5
    2EC1WM    2EWNEC1             .5
    2EC1IM    2UTLEC1             1.   2EIDEC1            .65
    2EC1IM    2EINEC1            .35
    2EC1SM    2UTLEC1             1.   2ESDEC1        .716667
    2EC1SM    2ESNEC1        .283333
    3EC1WM    3UTLEC1             1.   3EWDEC1             .5
    3EC1WM    3EWNEC1             .5
    3EC1IM    3UTLEC1             1.   3EIDEC1            .65
    3EC1IM    3EINEC1            .35
    3EC1SM    3UTLEC1             1.   3ESDEC1        .716667
    3EC1SM    3ESNEC1        .283333
    1EC2WM    1UTLEC2             1.   1EWDEC2             .5
    1EC2WM    1EWNEC2             .5
    1EC2IM    1UTLEC2             1.   1EIDEC2            .65
    1EC2IM    1EINEC2            .35
    1EC2SM    1UTLEC2             1.   1ESDEC2        .716667
    1EC2SM    1ESNEC2        .283333
    2EC2WM    2UTLEC2             1.   2EWDEC2             .5
    2EC2WM    2EWNEC2             .5
    2EC2IM    2UTLEC2             1.   2EIDEC2            .65
    2EC2IM    2EINEC2            .35
    2EC2SM    2UTLEC2             1.   2ESDEC2        .716667
    2EC2SM    2ESNEC2        .283333
    3EC2WM    3UTLEC2             1.   3EWDEC2             .5
    3EC2WM    3EWNEC2             .5
    3EC2IM    3UTLEC2             1.   3EIDEC2            .65
    3EC2IM    3EINEC2            .35
    3EC2SM    3UTLEC2             1.   3ESDEC2        .716667
    3EC2SM    3ESNEC2        .283333
    1EP1WM    1UTLEP1             1.   1EWDEP1             .5
    1EP1WM    1EWNEP1             .5
    1EP1IM    1UTLEP1             1.   1EIDEP1            .65
    1EP1IM    1EINEP1            .35
    1EP1SM    1UTLEP1             1.   1ESDEP1        .716667
    1EP1SM    1ESNEP1        .283333
    2EP1WM    2UTLEP1             1.   2EWDEP1             .5
    2EP1WM    2EWNEP1             .5
    2EP1IM    2UTLEP1             1.   2EIDEP1            .65
    2EP1IM    2EINEP1            .35
    2EP1SM    2UTLEP1             1.   2ESDEP1        .716667
    2EP1SM    2ESNEP1        .283333
    3EP1WM    3UTLEP1             1.   3EWDEP1             .5
    3EP1WM    3EWNEP1             .5
    3EP1IM    3UTLEP1             1.   3EIDEP1            .65
    3EP1IM    3EINEP1            .35
    3EP1SM    3UTLEP1             1.   3ESDEP1        .716667
    3EP1SM    3ESNEP1        .283333
    1E22WM    1UTLE22             1.   1EWDE22             1.
    1E22IM    1UTLE22             1.   1EIDE22             1.
    1E22SM    1UTLE22             1.   1ESDE22             1.
    2E22WM    2UTLE22             1.   2EWDE22             1.
    2E22IM    2UTLE22             1.   2EIDE22             1.
    2E22SM    2UTLE22             1.   2ESDE22             1.
    3E22WM    3UTLE22             1.   3EWDE22             1.
    3E22IM    3UTLE22             1.   3EIDE22             1.
    3E22SM    3UTLE22             1.   3ESDE22             1.
    1E23WM    1UTLE23             1.   1EWDE23             1.
    1E23IM    1UTLE23             1.   1EIDE23             1.
    1E23SM    1UTLE23             1.   1ESDE23             1.
    2E23WM    2UTLE23             1.   2EWDE23             1.
    2E23IM    2UTLE23             1.   2EIDE23             1.
    2E23SM    2UTLE23             1.   2ESDE23             1.
    3E23WM    3UTLE23             1.   3EWDE23             1.
    3E23IM    3UTLE23             1.   3EIDE23             1.
    3E23SM    3UTLE23             1.   3ESDE23             1.
    1EC1CAP   PRICER      289.256836   1UTLEC1        -4.4184
    1EC1CAP   1EPKWD       24.213669   1EPKSD       24.213669
    1EC1CAP   1EWDEC1      -2.714158   1EWNEC1      -2.714158
    1EC1CAP   1EIDEC1      -3.528407   1EINEC1      -1.899911
    1EC1CAP   1ESDEC1     -11.670885   1ESNEC1       -4.61407
    2EC1CAP   PRICER      216.150574   2UTLEC1        -4.4184
    2EC1CAP   2EPKWD       24.213669   2EPKSD       24.213669
    2EC1CAP   2EWDEC1      -2.714158   2EWNEC1      -2.714158
    2EC1CAP   2EIDEC1      -3.528407   2EINEC1      -1.899911
    2EC1CAP   2ESDEC1     -11.670885   2ESNEC1       -4.61407
    3EC1CAP   PRICER      161.520706   3UTLEC1        -4.4184
    3EC1CAP   3EPKWD       24.213669   3EPKSD       24.213669
    3EC1CAP   3EWDEC1      -2.714158   3EWNEC1      -2.714158
    3EC1CAP   3EIDEC1      -3.528407   3EINEC1      -1.899911
    3EC1CAP   3ESDEC1     -11.670885   3ESNEC1       -4.61407
    1EC2CAP   PRICER      289.256836   1UTLEC2      -5.049611
    1EC2CAP   1EPKWD       24.213669   1EPKSD       24.213669
    1EC2CAP   1EWDEC2      -2.777279   1EWNEC2      -2.777279
    1EC2CAP   1EIDEC2      -3.610465   1EINEC2      -1.944096
    1EC2CAP   1ESDEC2     -11.942307   1ESNEC2      -4.721376
    2EC2CAP   PRICER      216.150574   2UTLEC2      -5.049611
    2EC2CAP   2EPKWD       24.213669   2EPKSD       24.213669
    2EC2CAP   2EWDEC2      -2.777279   2EWNEC2      -2.777279
    2EC2CAP   2EIDEC2      -3.610465   2EINEC2      -1.944096
    2EC2CAP   2ESDEC2     -11.942307   2ESNEC2      -4.721376
    3EC2CAP   PRICER      161.520706   3UTLEC2      -5.049611
    3EC2CAP   3EPKWD       24.213669   3EPKSD       24.213669
    3EC2CAP   3EWDEC2      -2.777279   3EWNEC2      -2.777279
    3EC2CAP   3EIDEC2      -3.610465   3EINEC2      -1.944096
    3EC2CAP   3ESDEC2     -11.942307   3ESNEC2      -4.721376
    1EC3CAP   PRICER      114.669724   1CPTEC3             1.
    1EC3CAP   1EPKWD       24.213669   1EPKSD       24.213669
    1EC3CAP   1EWDEC3      -2.114518   1EWNEC3      -2.114518
    1EC3CAP   1EIDEC3      -2.748875   1EINEC3      -1.480163
    1EC3CAP   1ESDEC3      -9.092433   1ESNEC3      -3.594682
    2EC3CAP   PRICER       85.688248   2CPTEC3             1.
    2EC3CAP   2EPKWD       24.213669   2EPKSD       24.213669
    2EC3CAP   2EWDEC3      -2.114518   2EWNEC3      -2.114518
    2EC3CAP   2EIDEC3      -2.748875   2EINEC3      -1.480163
    2EC3CAP   2ESDEC3      -9.092433   2ESNEC3      -3.594682
    3EC3CAP   PRICER       64.031403   3CPTEC3             1.
    3EC3CAP   3EPKWD       24.213669   3EPKSD       24.213669
    3EC3CAP   3EWDEC3      -2.114518   3EWNEC3      -2.114518
    3EC3CAP   3EIDEC3      -2.748875   3EINEC3      -1.480163
    3EC3CAP   3ESDEC3      -9.092433   3ESNEC3      -3.594682
    1EP1CAP   PRICER      114.669724   1CPTEP1             1.
    1EP1CAP   1UTLEP1        -4.4184   1EPKWD       24.213669
    1EP1CAP   1EPKSD       24.213669   1EWDEP1      -2.714158
    1EP1CAP   1EWNEP1      -2.714158   1EIDEP1      -3.528407
    1EP1CAP   1EINEP1      -1.899911   1ESDEP1     -11.670885
    1EP1CAP   1ESNEP1       -4.61407
    2EP1CAP   PRICER       85.688248   2CPTEP1             1.
    2EP1CAP   2UTLEP1        -4.4184   2EPKWD       24.213669
    2EP1CAP   2EPKSD       24.213669   2EWDEP1      -2.714158
    2EP1CAP   2EWNEP1      -2.714158   2EIDEP1      -3.528407
    2EP1CAP   2EINEP1      -1.899911   2ESDEP1     -11.670885
    2EP1CAP   2ESNEP1       -4.61407
    3EP1CAP   PRICER       64.031403   3CPTEP1             1.
    3EP1CAP   3UTLEP1        -4.4184   3EPKWD       24.213669
    3EP1CAP   3EPKSD       24.213669   3EWDEP1      -2.714158
    3EP1CAP   3EWNEP1      -2.714158   3EIDEP1      -3.528407
    3EP1CAP   3EINEP1      -1.899911   3ESDEP1     -11.670885
    3EP1CAP   3ESNEP1       -4.61407
    1E14CAP   PRICER        72.83078   1CPTE14             1.
    1E14CAP   1EPKWD       24.213669   1EPKSD       24.213669
    1E14CAP   1EWDE14      -2.998198   1EWNE14      -2.998198
    1E14CAP   1EIDE14      -3.897659   1EINE14      -2.098739
    1E14CAP   1ESDE14     -12.892257   1ESNE14      -5.096938
    2E14CAP   PRICER       54.423615   2CPTE14             1.
    2E14CAP   2EPKWD       24.213669   2EPKSD       24.213669
    2E14CAP   2EWDE14      -2.998198   2EWNE14      -2.998198
    2E14CAP   2EIDE14      -3.897659   2EINE14      -2.098739
    2E14CAP   2ESDE14     -12.892257   2ESNE14      -5.096938
    3E14CAP   PRICER       40.668594   3CPTE14             1.
    3E14CAP   3EPKWD       24.213669   3EPKSD       24.213669
    3E14CAP   3EWDE14      -2.998198   3EWNE14      -2.998198
    3E14CAP   3EIDE14      -3.897659   3EINE14      -2.098739
    3E14CAP   3ESDE14     -12.892257   3ESNE14      -5.096938
    1E22CAP   PRICER       81.611801   1CPTE22             1.
    1E22CAP   1UTLE22      -6.311683   1EPKWD       24.213669
    1E22CAP   1EPKSD       24.213669   1EWDE22      -5.365133
    1E22CAP   1EIDE22      -5.365135   1ESDE22     -16.095398
    2E22CAP   PRICER       60.985336   2CPTE22             1.
    2E22CAP   2UTLE22      -6.311683   2EPKWD       24.213669
    2E22CAP   2EPKSD       24.213669   2EWDE22      -5.365133
    2E22CAP   2EIDE22      -5.365135   2ESDE22     -16.095398
    3E22CAP   PRICER         45.5719   3CPTE22             1.
    3E22CAP   3UTLE22      -6.311683   3EPKWD       24.213669
    3E22CAP   3EPKSD       24.213669   3EWDE22      -5.365133
    3E22CAP   3EIDE22      -5.365135   3ESDE22     -16.095398
    1E23CAP   PRICER       74.380371   1CPTE23             1.
    1E23CAP   1UTLE23      -6.311683   1EPKWD       24.213669
    1E23CAP   1EPKSD       24.213669   1EWDE23      -5.365133
    1E23CAP   1EIDE23      -5.365135   1ESDE23     -16.095398
    2E23CAP   PRICER       55.581573   2CPTE23             1.
    2E23CAP   2UTLE23      -6.311683   2EPKWD       24.213669
    2E23CAP   2EPKSD       24.213669   2EWDE23      -5.365133
    2E23CAP   2EIDE23      -5.365135   2ESDE23     -16.095398
    3E23CAP   PRICER        41.53389   3CPTE23             1.
    3E23CAP   3UTLE23      -6.311683   3EPKWD       24.213669
    3E23CAP   3EPKSD       24.213669   3EWDE23      -5.365133
    3E23CAP   3EIDE23      -5.365135   3ESDE23     -16.095398
    1E31CAP   1CPTE31             1.   1EPKWD       24.213669
    1E31CAP   1EPKSD       24.213669   1EWDE31      -1.199279
    1E31CAP   1EWNE31      -1.199279   1EIDE31       -.738504
    1E31CAP   1EINE31       -.397656   1ESDE31      -2.442742
    1E31CAP   1ESNE31       -.965735
    2E31CAP   2CPTE31             1.   2EPKWD       24.213669
    2E31CAP   2EPKSD       24.213669   2EWDE31      -1.199279
    2E31CAP   2EWNE31      -1.199279   2EIDE31       -.738504
    2E31CAP   2EINE31       -.397656   2ESDE31      -2.442742
    2E31CAP   2ESNE31       -.965735
    3E31CAP   3CPTE31             1.   3EPKWD       24.213669
    3E31CAP   3EPKSD       24.213669   3EWDE31      -1.199279
    3E31CAP   3EWNE31      -1.199279   3EIDE31       -.738504
    3E31CAP   3EINE31       -.397656   3ESDE31      -2.442742
    3E31CAP   3ESNE31       -.965735
    2E35CAP   PRICER       21.229065   2CPTE35             1.
    2E35CAP   3GRCE35           -32.   2EWDE35       -.883679
    2E35CAP   2EWNE35       -.883679   2EIDE35      -1.148784
    2E35CAP   2EINE35       -.618576   2ESDE35      -3.121283
    2E35CAP   2ESNE35         -1.234
    3E35CAP   PRICER       15.863641   3CPTE35             1.
    3E35CAP   3GRCE35             1.   3EWDE35       -.883679
    3E35CAP   3EWNE35       -.883679   3EIDE35      -1.148784
    3E35CAP   3EINE35       -.618576   3ESDE35      -3.121283
    3E35CAP   3ESNE35         -1.234
    3E94CAP   PRICER       61.723953   3CPTE94             1.
    3E94CAP   3EPKWD       26.521011   3EPKSD       26.521011
    3E94CAP   3EWDE94         -3.156   3EWNE94         -3.156
    3E94CAP   3EIDE94        -4.1028   3EINE94        -2.2092
    3E94CAP   3ESDE94     -13.570797   3ESNE94      -5.365198
    3E60CAP   PRICER       74.414856   3CPTE60             1.
    3E60CAP   3EPKWD       26.521011   3EPKSD       26.521011
    3E60CAP   3EWDE60      -2.114518   3EWNE60      -2.114518
    3E60CAP   3EIDE60      -2.748875   3EINE60      -1.480163
    3E60CAP   3ESDE60      -9.092433   3ESNE60      -3.594682
    3E60CAP   3HPKW            31.56
    1E51CAP   PRICER       71.281189   1CPTE51             1.
    1E51CAP   1EPKWD       24.213669   1EPKSD       24.213669
    1E51CAP   1EWDE51      -2.840398   1EIDE51      -3.692519
    1E51CAP   1ESDE51     -12.213717
    2E51CAP   PRICER       53.265671   2CPTE51             1.
    2E51CAP   2EPKWD       24.213669   2EPKSD       24.213669
    2E51CAP   2EWDE51      -2.840398   2EIDE51      -3.692519
    2E51CAP   2ESDE51     -12.213717
    3E51CAP   PRICER       39.803314   3CPTE51             1.
    3E51CAP   3EPKWD       24.213669   3EPKSD       24.213669
    3E51CAP   3EWDE51      -2.840398   3EIDE51      -3.692519
    3E51CAP   3ESDE51     -12.213717
    1EC1WD    PRICER           5.448   1BALHCO         -3.637
    1EC1WD    1BALDSL       -.066667   1BALEWD           .913
    1EC1WD    1EWDEC1             1.
    1EC1ID    PRICER           5.448   1BALHCO         -3.637
    1EC1ID    1BALDSL       -.066667   1BALEID           .913
    1EC1ID    1EIDEC1             1.
    1EC1SD    PRICER           5.448   1BALHCO         -3.637
    1EC1SD    1BALDSL       -.066667   1BALESD           .913
    1EC1SD    1ESDEC1             1.
    1EC1WN    PRICER           5.448   1BALHCO         -3.637
    1EC1WN    1BALDSL       -.066667   1BALEWN           .913
    1EC1WN    1EWNEC1             1.   1BASW          -.77605
    1EC1IN    PRICER           5.448   1BALHCO         -3.637
    1EC1IN    1BALDSL       -.066667   1BALEIN           .913
    1EC1IN    1EINEC1             1.   1BASI          -.77605
    1EC1SN    PRICER           5.448   1BALHCO         -3.637
    1EC1SN    1BALDSL       -.066667   1BALESN           .913
    1EC1SN    1ESNEC1             1.   1BASS          -.77605
    2EC1WD    PRICER        4.071078   2BALHCO         -3.637
    2EC1WD    2BALDSL       -.066667   2BALEWD           .913
    2EC1WD    2EWDEC1             1.
    2EC1ID    PRICER        4.071078   2BALHCO         -3.637
    2EC1ID    2BALDSL       -.066667   2BALEID           .913
    2EC1ID    2EIDEC1             1.
    2EC1SD    PRICER        4.071078   2BALHCO         -3.637
    2EC1SD    2BALDSL       -.066667   2BALESD           .913
    2EC1SD    2ESDEC1             1.
    2EC1WN    PRICER        4.071078   2BALHCO         -3.637
    2EC1WN    2BALDSL       -.066667   2BALEWN           .913
    2EC1WN    2EWNEC1             1.   2BASW          -.77605
    2EC1IN    PRICER        4.071078   2BALHCO         -3.637
    2EC1IN    2BALDSL       -.066667   2BALEIN           .913
    2EC1IN    2EINEC1             1.   2BASI          -.77605
    2EC1SN    PRICER        4.071078   2BALHCO         -3.637
    2EC1SN    2BALDSL       -.066667   2BALESN           .913
    2EC1SN    2ESNEC1             1.   2BASS          -.77605
    3EC1WD    PRICER        3.042154   3BALHCO         -3.637
    3EC1WD    3BALDSL       -.066667   3BALEWD           .913
    3EC1WD    3EWDEC1             1.
    3EC1ID    PRICER        3.042154   3BALHCO         -3.637
    3EC1ID    3BALDSL       -.066667   3BALEID           .913
    3EC1ID    3EIDEC1             1.
    3EC1SD    PRICER        3.042154   3BALHCO         -3.637
    3EC1SD    3BALDSL       -.066667   3BALESD           .913
    3EC1SD    3ESDEC1             1.
    3EC1WN    PRICER        3.042154   3BALHCO         -3.637
    3EC1WN    3BALDSL       -.066667   3BALEWN           .913
    3EC1WN    3EWNEC1             1.   3BASW          -.77605
    3EC1IN    PRICER        3.042154   3BALHCO         -3.637
    3EC1IN    3BALDSL       -.066667   3BALEIN           .913
    3EC1IN    3EINEC1             1.   3BASI          -.77605
    3EC1SN    PRICER        3.042154   3BALHCO         -3.637
    3EC1SN    3BALDSL       -.066667   3BALESN           .913
    3EC1SN    3ESNEC1             1.   3BASS          -.77605
    1EC2WD    PRICER        4.457562   1BALHCO        -2.9758
    1EC2WD    1BALDSL       -.054545   1BALEWD           .913
    1EC2WD    1EWDEC2             1.
    1EC2ID    PRICER        4.457562   1BALHCO        -2.9758
    1EC2ID    1BALDSL       -.054545   1BALEID           .913
    1EC2ID    1EIDEC2             1.
    1EC2SD    PRICER        4.457562   1BALHCO        -2.9758
    1EC2SD    1BALDSL       -.054545   1BALESD           .913
    1EC2SD    1ESDEC2             1.
    1EC2WN    PRICER        4.457562   1BALHCO        -2.9758
    1EC2WN    1BALDSL       -.054545   1BALEWN           .913
    1EC2WN    1EWNEC2             1.   1BASW          -.77605
    1EC2IN    PRICER        4.457562   1BALHCO        -2.9758
    1EC2IN    1BALDSL       -.054545   1BALEIN           .913
    1EC2IN    1EINEC2             1.   1BASI          -.77605
    1EC2SN    PRICER        4.457562   1BALHCO        -2.9758
    1EC2SN    1BALDSL       -.054545   1BALESN           .913
    1EC2SN    1ESNEC2             1.   1BASS          -.77605
    2EC2WD    PRICER        3.330964   2BALHCO        -2.9758
    2EC2WD    2BALDSL       -.054545   2BALEWD           .913
    2EC2WD    2EWDEC2             1.
    2EC2ID    PRICER        3.330964   2BALHCO        -2.9758
    2EC2ID    2BALDSL       -.054545   2BALEID           .913
    2EC2ID    2EIDEC2             1.
    2EC2SD    PRICER        3.330964   2BALHCO        -2.9758
    2EC2SD    2BALDSL       -.054545   2BALESD           .913
    2EC2SD    2ESDEC2             1.
    2EC2WN    PRICER        3.330964   2BALHCO        -2.9758
    2EC2WN    2BALDSL       -.054545   2BALEWN           .913
    2EC2WN    2EWNEC2             1.   2BASW          -.77605
    2EC2IN    PRICER        3.330964   2BALHCO        -2.9758
    2EC2IN    2BALDSL       -.054545   2BALEIN           .913
    2EC2IN    2EINEC2             1.   2BASI          -.77605
    2EC2SN    PRICER        3.330964   2BALHCO        -2.9758
    2EC2SN    2BALDSL       -.054545   2BALESN           .913
    2EC2SN    2ESNEC2             1.   2BASS          -.77605
    3EC2WD    PRICER        2.489097   3BALHCO        -2.9758
    3EC2WD    3BALDSL       -.054545   3BALEWD           .913
    3EC2WD    3EWDEC2             1.
    3EC2ID    PRICER        2.489097   3BALHCO        -2.9758
    3EC2ID    3BALDSL       -.054545   3BALEID           .913
    3EC2ID    3EIDEC2             1.
    3EC2SD    PRICER        2.489097   3BALHCO        -2.9758
    3EC2SD    3BALDSL       -.054545   3BALESD           .913
    3EC2SD    3ESDEC2             1.
    3EC2WN    PRICER        2.489097   3BALHCO        -2.9758
    3EC2WN    3BALDSL       -.054545   3BALEWN           .913
    3EC2WN    3EWNEC2             1.   3BASW          -.77605
    3EC2IN    PRICER        2.489097   3BALHCO        -2.9758
    3EC2IN    3BALDSL       -.054545   3BALEIN           .913
    3EC2IN    3EINEC2             1.   3BASI          -.77605
    3EC2SN    PRICER        2.489097   3BALHCO        -2.9758
    3EC2SN    3BALDSL       -.054545   3BALESN           .913
    3EC2SN    3ESNEC2             1.   3BASS          -.77605
    1EC3WD    PRICER        5.635665   1BALHCO        -2.7278
    1EC3WD    1BALDSL           -.05   1BALEWD           .913
    1EC3WD    1EWDEC3             1.
    1EC3ID    PRICER        5.635665   1BALHCO        -2.7278
    1EC3ID    1BALDSL           -.05   1BALEID           .913
    1EC3ID    1EIDEC3             1.
    1EC3SD    PRICER        5.635665   1BALHCO        -2.7278
    1EC3SD    1BALDSL           -.05   1BALESD           .913
    1EC3SD    1ESDEC3             1.
    1EC3WN    PRICER        5.635665   1BALHCO        -2.7278
    1EC3WN    1BALDSL           -.05   1BALEWN           .913
    1EC3WN    1EWNEC3             1.   1BASW          -.77605
    1EC3IN    PRICER        5.635665   1BALHCO        -2.7278
    1EC3IN    1BALDSL           -.05   1BALEIN           .913
    1EC3IN    1EINEC3             1.   1BASI          -.77605
    1EC3SN    PRICER        5.635665   1BALHCO        -2.7278
    1EC3SN    1BALDSL           -.05   1BALESN           .913
    1EC3SN    1ESNEC3             1.   1BASS          -.77605
    2EC3WD    PRICER        4.211314   2BALHCO        -2.7278
    2EC3WD    2BALDSL           -.05   2BALEWD           .913
    2EC3WD    2EWDEC3             1.
    2EC3ID    PRICER        4.211314   2BALHCO        -2.7278
    2EC3ID    2BALDSL           -.05   2BALEID           .913
    2EC3ID    2EIDEC3             1.
    2EC3SD    PRICER        4.211314   2BALHCO        -2.7278
    2EC3SD    2BALDSL           -.05   2BALESD           .913
    2EC3SD    2ESDEC3             1.
    2EC3WN    PRICER        4.211314   2BALHCO        -2.7278
    2EC3WN    2BALDSL           -.05   2BALEWN           .913
    2EC3WN    2EWNEC3             1.   2BASW          -.77605
    2EC3IN    PRICER        4.211314   2BALHCO        -2.7278
    2EC3IN    2BALDSL           -.05   2BALEIN           .913
    2EC3IN    2EINEC3             1.   2BASI          -.77605
    2EC3SN    PRICER        4.211314   2BALHCO        -2.7278
    2EC3SN    2BALDSL           -.05   2BALESN           .913
    2EC3SN    2ESNEC3             1.   2BASS          -.77605
    3EC3WD    PRICER        3.146947   3BALHCO        -2.7278
    3EC3WD    3BALDSL           -.05   3BALEWD           .913
    3EC3WD    3EWDEC3             1.
    3EC3ID    PRICER        3.146947   3BALHCO        -2.7278
    3EC3ID    3BALDSL           -.05   3BALEID           .913
    3EC3ID    3EIDEC3             1.
    3EC3SD    PRICER        3.146947   3BALHCO        -2.7278
    3EC3SD    3BALDSL           -.05   3BALESD           .913
    3EC3SD    3ESDEC3             1.
    3EC3WN    PRICER        3.146947   3BALHCO        -2.7278
    3EC3WN    3BALDSL           -.05   3BALEWN           .913
    3EC3WN    3EWNEC3             1.   3BASW          -.77605
    3EC3IN    PRICER        3.146947   3BALHCO        -2.7278
    3EC3IN    3BALDSL           -.05   3BALEIN           .913
    3EC3IN    3EINEC3             1.   3BASI          -.77605
    3EC3SN    PRICER        3.146947   3BALHCO        -2.7278
    3EC3SN    3BALDSL           -.05   3BALESN           .913
    3EC3SN    3ESNEC3             1.   3BASS          -.77605
    1EP1WD    PRICER       22.382751   1BALDSH        -3.3333
    1EP1WD    1BNDEP1L            1.   1BALEWD           .913
    1EP1WD    1EWDEP1             1.
    1EP1ID    PRICER       22.382751   1BALDSH        -3.3333
    1EP1ID    1BNDEP1L            1.   1BALEID           .913
    1EP1ID    1EIDEP1             1.
    1EP1SD    PRICER       22.382751   1BALDSH        -3.3333
    1EP1SD    1BNDEP1L            1.   1BALESD           .913
    1EP1SD    1ESDEP1             1.
    1EP1WN    PRICER       22.382751   1BALDSH        -3.3333
    1EP1WN    1BNDEP1L            1.   1BALEWN           .913
    1EP1WN    1EWNEP1             1.   1BASW          -.77605
    1EP1IN    PRICER       22.382751   1BALDSH        -3.3333
    1EP1IN    1BNDEP1L            1.   1BALEIN           .913
    1EP1IN    1EINEP1             1.   1BASI          -.77605
    1EP1SN    PRICER       22.382751   1BALDSH        -3.3333
    1EP1SN    1BNDEP1L            1.   1BALESN           .913
    1EP1SN    1ESNEP1             1.   1BASS          -.77605
    2EP1WD    PRICER       16.725754   2BALDSH        -3.3333
    2EP1WD    2BNDEP1L            1.   2BALEWD           .913
    2EP1WD    2EWDEP1             1.
    2EP1ID    PRICER       16.725754   2BALDSH        -3.3333
    2EP1ID    2BNDEP1L            1.   2BALEID           .913
    2EP1ID    2EIDEP1             1.
    2EP1SD    PRICER       16.725754   2BALDSH        -3.3333
    2EP1SD    2BNDEP1L            1.   2BALESD           .913
    2EP1SD    2ESDEP1             1.
    2EP1WN    PRICER       16.725754   2BALDSH        -3.3333
    2EP1WN    2BNDEP1L            1.   2BALEWN           .913
    2EP1WN    2EWNEP1             1.   2BASW          -.77605
    2EP1IN    PRICER       16.725754   2BALDSH        -3.3333
    2EP1IN    2BNDEP1L            1.   2BALEIN           .913
    2EP1IN    2EINEP1             1.   2BASI          -.77605
    2EP1SN    PRICER       16.725754   2BALDSH        -3.3333
    2EP1SN    2BNDEP1L            1.   2BALESN           .913
    2EP1SN    2ESNEP1             1.   2BASS          -.77605
    3EP1WD    PRICER       12.498495   3BALDSH        -3.3333
    3EP1WD    3BALEWD           .913   3EWDEP1             1.
    3EP1ID    PRICER       12.498495   3BALDSH        -3.3333
    3EP1ID    3BALEID           .913   3EIDEP1             1.
    3EP1SD    PRICER       12.498495   3BALDSH        -3.3333
    3EP1SD    3BALESD           .913   3ESDEP1             1.
    3EP1WN    PRICER       12.498495   3BALDSH        -3.3333
    3EP1WN    3BALEWN           .913   3EWNEP1             1.
    3EP1WN    3BASW          -.77605
    3EP1IN    PRICER       12.498495   3BALDSH        -3.3333
    3EP1IN    3BALEIN           .913   3EINEP1             1.
    3EP1IN    3BASI          -.77605
    3EP1SN    PRICER       12.498495   3BALDSH        -3.3333
    3EP1SN    3BALESN           .913   3ESNEP1             1.
    3EP1SN    3BASS          -.77605
    1E14WD    PRICER        4.183896   1BALDSL        -3.5971
    1E14WD    1BALEWD           .913   1EWDE14             1.
    1E14ID    PRICER        4.183896   1BALDSL        -3.5971
    1E14ID    1BALEID           .913   1EIDE14             1.
    1E14SD    PRICER        4.183896   1BALDSL        -3.5971
    1E14SD    1BALESD           .913   1ESDE14             1.
    1E14WN    PRICER        4.183896   1BALDSL        -3.5971
    1E14WN    1BALEWN           .913   1EWNE14             1.
    1E14WN    1BASW          -.77605
    1E14IN    PRICER        4.183896   1BALDSL        -3.5971
    1E14IN    1BALEIN           .913   1EINE14             1.
    1E14IN    1BASI          -.77605
    1E14SN    PRICER        4.183896   1BALDSL        -3.5971
    1E14SN    1BALESN           .913   1ESNE14             1.
    1E14SN    1BASS          -.77605
    2E14WD    PRICER        3.126463   2BALDSL        -3.5971
    2E14WD    2BALEWD           .913   2EWDE14             1.
    2E14ID    PRICER        3.126463   2BALDSL        -3.5971
    2E14ID    2BALEID           .913   2EIDE14             1.
    2E14SD    PRICER        3.126463   2BALDSL        -3.5971
    2E14SD    2BALESD           .913   2ESDE14             1.
    2E14WN    PRICER        3.126463   2BALDSL        -3.5971
    2E14WN    2BALEWN           .913   2EWNE14             1.
    2E14WN    2BASW          -.77605
    2E14IN    PRICER        3.126463   2BALDSL        -3.5971
    2E14IN    2BALEIN           .913   2EINE14             1.
    2E14IN    2BASI          -.77605
    2E14SN    PRICER        3.126463   2BALDSL        -3.5971
    2E14SN    2BALESN           .913   2ESNE14             1.
    2E14SN    2BASS          -.77605
    3E14WD    PRICER        2.336281   3BALDSL        -3.5971
    3E14WD    3BALEWD           .913   3EWDE14             1.
    3E14ID    PRICER        2.336281   3BALDSL        -3.5971
    3E14ID    3BALEID           .913   3EIDE14             1.
    3E14SD    PRICER        2.336281   3BALDSL        -3.5971
    3E14SD    3BALESD           .913   3ESDE14             1.
    3E14WN    PRICER        2.336281   3BALDSL        -3.5971
    3E14WN    3BALEWN           .913   3EWNE14             1.
    3E14WN    3BASW          -.77605
    3E14IN    PRICER        2.336281   3BALDSL        -3.5971
    3E14IN    3BALEIN           .913   3EINE14             1.
    3E14IN    3BASI          -.77605
    3E14SN    PRICER        2.336281   3BALDSL        -3.5971
    3E14SN    3BALESN           .913   3ESNE14             1.
    3E14SN    3BASS          -.77605
    1E22WD    PRICER        1.807856   1BALPLU        .016627
    1E22WD    1BALMAG       -12.6582   2BALPLU        .007126
    1E22WD    1BALEWD          .4565   1BALEWN          .4565
    1E22WD    1EWDE22             1.   1BASW          .068475
    1E22ID    PRICER        1.807856   1BALPLU        .016627
    1E22ID    1BALMAG       -12.6582   2BALPLU        .007126
    1E22ID    1BALEID         .59345   1BALEIN         .31955
    1E22ID    1EIDE22             1.   1BASI          .047932
    1E22SD    PRICER        1.807856   1BALPLU        .016627
    1E22SD    1BALMAG       -12.6582   2BALPLU        .007126
    1E22SD    1BALESD        .654317   1BALESN        .258683
    1E22SD    1ESDE22             1.   1BASS          .038802
    2E22WD    PRICER        1.350941   2BALPLU        .016627
    2E22WD    2BALMAG       -12.6582   3BALPLU        .007126
    2E22WD    2BALEWD          .4565   2BALEWN          .4565
    2E22WD    2EWDE22             1.   2BASW          .068475
    2E22ID    PRICER        1.350941   2BALPLU        .016627
    2E22ID    2BALMAG       -12.6582   3BALPLU        .007126
    2E22ID    2BALEID         .59345   2BALEIN         .31955
    2E22ID    2EIDE22             1.   2BASI          .047932
    2E22SD    PRICER        1.350941   2BALPLU        .016627
    2E22SD    2BALMAG       -12.6582   3BALPLU        .007126
    2E22SD    2BALESD        .654317   2BALESN        .258683
    2E22SD    2ESDE22             1.   2BASS          .038802
    3E22WD    PRICER        1.009503   3BALPLU        .016627
    3E22WD    3BALMAG       -12.6582   3BALEWD          .4565
    3E22WD    3BALEWN          .4565   3EWDE22             1.
    3E22WD    3BASW          .068475
    3E22ID    PRICER        1.009503   3BALPLU        .016627
    3E22ID    3BALMAG       -12.6582   3BALEID         .59345
    3E22ID    3BALEIN         .31955   3EIDE22             1.
    3E22ID    3BASI          .047932
    3E22SD    PRICER        1.009503   3BALPLU        .016627
    3E22SD    3BALMAG       -12.6582   3BALESD        .654317
    3E22SD    3BALESN        .258683   3ESDE22             1.
    3E22SD    3BASS          .038802
    1E23WD    PRICER        1.136366   1BALAGR      -1.457729
    1E23WD    1BALAGS       1.457729   1BALEWD          .4565
    1E23WD    1BALEWN          .4565   1EWDE23             1.
    1E23WD    1BASW          .068475
    1E23ID    PRICER        1.136366   1BALAGR      -1.457729
    1E23ID    1BALAGS       1.457729   1BALEID         .59345
    1E23ID    1BALEIN         .31955   1EIDE23             1.
    1E23ID    1BASI          .047932
    1E23SD    PRICER        1.136366   1BALAGR      -1.457729
    1E23SD    1BALAGS       1.457729   1BALESD        .654317
    1E23SD    1BALESN        .258683   1ESDE23             1.
    1E23SD    1BASS          .038802
    2E23WD    PRICER         .849163   2BALAGR      -1.457729
    2E23WD    2BALAGS       1.457729   2BALEWD          .4565
    2E23WD    2BALEWN          .4565   2EWDE23             1.
    2E23WD    2BASW          .068475
    2E23ID    PRICER         .849163   2BALAGR      -1.457729
    2E23ID    2BALAGS       1.457729   2BALEID         .59345
    2E23ID    2BALEIN         .31955   2EIDE23             1.
    2E23ID    2BASI          .047932
    2E23SD    PRICER         .849163   2BALAGR      -1.457729
    2E23SD    2BALAGS       1.457729   2BALESD        .654317
    2E23SD    2BALESN        .258683   2ESDE23             1.
    2E23SD    2BASS          .038802
    3E23WD    PRICER         .634546   3BALAGR      -1.457729
    3E23WD    3BALAGS       1.457729   3BALEWD          .4565
    3E23WD    3BALEWN          .4565   3EWDE23             1.
    3E23WD    3BASW          .068475
    3E23ID    PRICER         .634546   3BALAGR      -1.457729
    3E23ID    3BALAGS       1.457729   3BALEID         .59345
    3E23ID    3BALEIN         .31955   3EIDE23             1.
    3E23ID    3BASI          .047932
    3E23SD    PRICER         .634546   3BALAGR      -1.457729
    3E23SD    3BALAGS       1.457729   3BALESD        .654317
    3E23SD    3BALESN        .258683   3ESDE23             1.
    3E23SD    3BASS          .038802
    1E31WD    1BALEWD           .913   1EWDE31             1.
    1E31ID    1BALEID           .913   1EIDE31             1.
    1E31SD    1BALESD           .913   1ESDE31             1.
    1E31WN    1BALEWN           .913   1EWNE31             1.
    1E31WN    1BASW          -.77605
    1E31IN    1BALEIN           .913   1EINE31             1.
    1E31IN    1BASI          -.77605
    1E31SN    1BALESN           .913   1ESNE31             1.
    1E31SN    1BASS          -.77605
    2E31WD    2BALEWD           .913   2EWDE31             1.
    2E31ID    2BALEID           .913   2EIDE31             1.
    2E31SD    2BALESD           .913   2ESDE31             1.
    2E31WN    2BALEWN           .913   2EWNE31             1.
    2E31WN    2BASW          -.77605
    2E31IN    2BALEIN           .913   2EINE31             1.
    2E31IN    2BASI          -.77605
    2E31SN    2BALESN           .913   2ESNE31             1.
    2E31SN    2BASS          -.77605
    3E31WD    3BALEWD           .913   3EWDE31             1.
    3E31ID    3BALEID           .913   3EIDE31             1.
    3E31SD    3BALESD           .913   3ESDE31             1.
    3E31WN    3BALEWN           .913   3EWNE31             1.
    3E31WN    3BASW          -.77605
    3E31IN    3BALEIN           .913   3EINE31             1.
    3E31IN    3BASI          -.77605
    3E31SN    3BALESN           .913   3ESNE31             1.
    3E31SN    3BASS          -.77605
    2E35WD    2BALEWD           .913   2EWDE35             1.
    2E35ID    2BALEID           .913   2EIDE35             1.
    2E35SD    2BALESD           .913   2ESDE35             1.
    2E35WN    2BALEWN           .913   2EWNE35             1.
    2E35WN    2BASW          -.77605
    2E35IN    2BALEIN           .913   2EINE35             1.
    2E35IN    2BASI          -.77605
    2E35SN    2BALESN           .913   2ESNE35             1.
    2E35SN    2BASS          -.77605
    3E35WD    3BALEWD           .913   3EWDE35             1.
    3E35ID    3BALEID           .913   3EIDE35             1.
    3E35SD    3BALESD           .913   3ESDE35             1.
    3E35WN    3BALEWN           .913   3EWNE35             1.
    3E35WN    3BASW          -.77605
    3E35IN    3BALEIN           .913   3EINE35             1.
    3E35IN    3BASI          -.77605
    3E35SN    3BALESN           .913   3ESNE35             1.
    3E35SN    3BASS          -.77605
    3E94WD    PRICER       41.750214   3BALGAS           -2.5
    3E94WD    3BALEWD             1.   3EWDE94             1.
    3E94ID    PRICER       41.750214   3BALGAS           -2.5
    3E94ID    3BALEID             1.   3EIDE94             1.
    3E94SD    PRICER       41.750214   3BALGAS           -2.5
    3E94SD    3BALESD             1.   3ESDE94             1.
    3E94WN    PRICER       41.750214   3BALGAS           -2.5
    3E94WN    3BALEWN             1.   3EWNE94             1.
    3E94WN    3BASW             -.85
    3E94IN    PRICER       41.750214   3BALGAS           -2.5
    3E94IN    3BALEIN             1.   3EINE94             1.
    3E94IN    3BASI             -.85
    3E94SN    PRICER       41.750214   3BALGAS           -2.5
    3E94SN    3BALESN             1.   3ESNE94             1.
    3E94SN    3BASS             -.85
    3E60WD    PRICER        3.533263   3BALHCO           -2.5
    3E60WD    3BALEWD             1.   3EWDE60             1.
    3E60WD    3BALDHW             2.
    3E60ID    PRICER        3.533263   3BALHCO           -2.5
    3E60ID    3BALEID             1.   3EIDE60             1.
    3E60ID    3BALDHI             2.
    3E60SD    PRICER        3.533263   3BALHCO           -2.5
    3E60SD    3BALESD             1.   3ESDE60             1.
    3E60SD    3BALDHS             2.
    3E60WN    PRICER        3.533263   3BALHCO           -2.5
    3E60WN    3BALEWN             1.   3EWNE60             1.
    3E60WN    3BASW             -.85   3BALDHW             2.
    3E60IN    PRICER        3.533263   3BALHCO           -2.5
    3E60IN    3BALEIN             1.   3EINE60             1.
    3E60IN    3BASI             -.85   3BALDHI             2.
    3E60SN    PRICER        3.533263   3BALHCO           -2.5
    3E60SN    3BALESN             1.   3ESNE60             1.
    3E60SN    3BASS             -.85   3BALDHS             2.
    1E51WD    1BALEWD           .913   1BALEWN      -1.304311
    1E51WD    1EWDE51             1.
    1E51ID    1BALEID           .913   1BALEIN      -1.304311
    1E51ID    1EIDE51             1.
    1E51SD    1BALESD           .913   1BALESN      -1.304311
    1E51SD    1ESDE51             1.
    2E51WD    2BALEWD           .913   2BALEWN      -1.292807
    2E51WD    2EWDE51             1.
    2E51ID    2BALEID           .913   2BALEIN      -1.292807
    2E51ID    2EIDE51             1.
    2E51SD    2BALESD           .913   2BALESN      -1.292807
    2E51SD    2ESDE51             1.
    3E51WD    3BALEWD           .913   3BALEWN      -1.281395
    3E51WD    3EWDE51             1.
    3E51ID    3BALEID           .913   3BALEIN      -1.281395
    3E51ID    3EIDE51             1.
    3E51SD    3BALESD           .913   3BALESN      -1.281395
    3E51SD    3ESDE51             1.
RHS
    REST      1CPTEP1         12.355   1CPTE14          3.487
    REST      1CPTE22          3.727   1CPTE23             2.
    REST      1CPTE31          1.686   1CPTE51             1.
    REST      1CPTS06           555.   1CPTS21          4088.
    REST      1CPTS23           728.   1CPTS28           445.
    REST      1CPTIJ6         248.21   1CPTIJ7         126.78
    REST      1CPTIJ8          61.21   1CPTR20          38.95
    REST      1CPTR21          24.79   1CPTR23          43.24
    REST      1CPTR27         235.17   1CPTR28           52.4
    REST      1CPTRT0      30.689987   1CPTRT1          61.37
    REST      1CPTRT3          85.93   1CPTRT7          76.63
    REST      1CPTRT8          16.63   1CPTR50             4.
    REST      1CPTR51          65.64   1CPTR53      34.019989
    REST      1CPTR57         157.73   1CPTR58          26.34
    REST      2CPTEP1          8.303   2CPTE14          2.838
    REST      2CPTE22          3.727   2CPTE23             2.
    REST      2CPTE31          1.686   2CPTE51             1.
    REST      2CPTS06           229.   2CPTS21          3270.
    REST      2CPTS23           582.   2CPTS28           356.
    REST      2CPTIJ6           150.   2CPTIJ7            70.
    REST      2CPTIJ8            30.   2CPTR20            20.
    REST      2CPTR21            12.   2CPTR23            22.
    REST      2CPTR27           118.   2CPTR28            26.
    REST      2CPTRT0            15.   2CPTRT1            30.
    REST      2CPTRT3            43.   2CPTRT7            38.
    REST      2CPTRT8             8.   2CPTR50             2.
    REST      2CPTR51            32.   2CPTR53            17.
    REST      2CPTR57            80.   2CPTR58            13.
    REST      3CPTEP1          7.765   3CPTE14          2.838
    REST      3CPTE22          2.906   3CPTE23             2.
    REST      3CPTE31          1.686   3CPTE51             1.
    REST      3CPTS06           153.   3CPTS21          2453.
    REST      3CPTS23           437.   3CPTS28           267.
    REST      3CPTIJ6            50.   3CPTIJ7            30.
    REST      3CPTR20            10.   3CPTR21             6.
    REST      3CPTR23            11.   3CPTR27            59.
    REST      3CPTR28            13.   3CPTRT0            7.5
    REST      3CPTRT1            15.   3CPTRT3            21.
    REST      3CPTRT7            19.   3CPTRT8             4.
    REST      3CPTR50             1.   3CPTR51            16.
    REST      3CPTR53            8.5   3CPTR57            40.
    REST      3CPTR58            6.5   3GRCE35            .01
    REST      1DEMI1      332.829834   1DEMII      826.959961
    REST      1DEMIJ      436.189941   1DEMNY      616.079834
    REST      1DEMR2       617.72998   1DEMRT      277.599854
    REST      1DEMR5       287.72998   1DEMRD          417.99
    REST      1DEMT8     1161.799805   1DEMTX           327.7
    REST      2DEMI1      328.219971   2DEMII      827.689941
    REST      2DEMIJ      397.099854   2DEMNY      626.849854
    REST      2DEMR2      606.099854   2DEMRT           268.7
    REST      2DEMR5      277.139893   2DEMRD      413.799805
    REST      2DEMT8           1200.   2DEMTX           338.5
    REST      3DEMI1      291.689941   3DEMII      855.269775
    REST      3DEMIJ      376.829834   3DEMNY      634.919922
    REST      3DEMR2      576.839844   3DEMRT      264.799805
    REST      3DEMR5      264.829834   3DEMRD      418.579834
    REST      3DEMT8     1201.599854   3DEMTX           358.9
    REST      1BNDEP1L     64.659988   2BNDEP1L         24.25
BOUNDS
 FX BNDSET1   1MINHCO1   3084.099854
 UP BNDSET1   2MINHCO1   3084.099854
 UP BNDSET1   3MINHCO1         3039.
 UP BNDSET1   1STKOIK1        28940.
 FX BNDSET1   1EXPDSH1           91.
 FX BNDSET1   2EXPDSH1           61.
 FX BNDSET1   3EXPDSH1           61.
 FX BNDSET1   1EXPDSL1           23.
 FX BNDSET1   2EXPDSL1           17.
 FX BNDSET1   3EXPDSL1           17.
 UP BNDSET1   1EXPGAS1            .1
 UP BNDSET1   2EXPGAS1            .1
 UP BNDSET1   3EXPGAS1            .1
 UP BNDSET1   1STKGAK1        12058.
 UP BNDSET1   1STKURN1            .1
 UP BNDSET1   1STKUDP1            .1
 UP BNDSET1   1STKPLU1           1.5
 UP BNDSET1   1STKAGS1         .0001
 UP BNDSET1   1STKLMS1         .0001
 UP BNDSET1   2E35INV          .0001
 UP BNDSET1   3E35INV          .0001
 UP BNDSET1   3E94INV          .0001
 UP BNDSET1   3E60INV          .0001
 UP BNDSET1   3S80INV           .001
 LO BNDSET1   1IJ6CAP         248.21
 LO BNDSET1   2IJ6CAP           150.
 LO BNDSET1   3IJ6CAP            50.
 LO BNDSET1   1IJ7CAP         126.78
 LO BNDSET1   2IJ7CAP            70.
 LO BNDSET1   3IJ7CAP            30.
 LO BNDSET1   1IJ8CAP          61.21
 LO BNDSET1   2IJ8CAP            30.
 LO BNDSET1   1R20CAP          38.95
 LO BNDSET1   2R20CAP            20.
 LO BNDSET1   3R20CAP            10.
 LO BNDSET1   1R21CAP          24.79
 LO BNDSET1   2R21CAP            12.
 LO BNDSET1   3R21CAP             6.
 LO BNDSET1   1R23CAP          43.24
 LO BNDSET1   2R23CAP            22.
 LO BNDSET1   3R23CAP            11.
 LO BNDSET1   1R27CAP         235.17
 LO BNDSET1   2R27CAP           118.
 LO BNDSET1   3R27CAP            59.
 LO BNDSET1   1R28CAP           52.4
 LO BNDSET1   2R28CAP            26.
 LO BNDSET1   3R28CAP            13.
 UP BNDSET1   2R2ACAP            .29
 UP BNDSET1   3R2ACAP            .58
 FX BNDSET1   1R2YCAP         223.18
 FX BNDSET1   2R2YCAP         218.49
 FX BNDSET1   3R2YCAP         205.62
 FX BNDSET1   1RT0CAP      30.689987
 LO BNDSET1   2RT0CAP            15.
 LO BNDSET1   3RT0CAP            7.5
 FX BNDSET1   1RT1CAP          61.37
 LO BNDSET1   2RT1CAP            30.
 LO BNDSET1   3RT1CAP            15.
 FX BNDSET1   1RT7CAP          76.63
 LO BNDSET1   2RT7CAP            38.
 LO BNDSET1   3RT7CAP            19.
 FX BNDSET1   1RT8CAP          16.63
 LO BNDSET1   2RT8CAP             8.
 LO BNDSET1   3RT8CAP             4.
 FX BNDSET1   1RTYCAP            6.3
 FX BNDSET1   2RTYCAP            4.9
 FX BNDSET1   3RTYCAP            4.2
 FX BNDSET1   1R50CAP             4.
 LO BNDSET1   2R50CAP             2.
 LO BNDSET1   3R50CAP             1.
 FX BNDSET1   1R53CAP      34.019989
 LO BNDSET1   2R53CAP            17.
 LO BNDSET1   3R53CAP            8.5
 FX BNDSET1   1R57CAP         157.73
 LO BNDSET1   2R57CAP            80.
 LO BNDSET1   3R57CAP            40.
 FX BNDSET1   1R58CAP          26.34
 LO BNDSET1   2R58CAP            13.
 LO BNDSET1   3R58CAP            6.5
 UP BNDSET1   2R5ACAP            .09
 UP BNDSET1   3R5ACAP            .18
 FX BNDSET1   1T80CAP           8.32
 FX BNDSET1   1T8FCAP     754.629883
 FX BNDSET1   2T8FCAP     728.629883
 FX BNDSET1   3T8FCAP     702.629883
 FX BNDSET1   1S06CAP           555.
 FX BNDSET1   2S06CAP           229.
 FX BNDSET1   3S06CAP           153.
 UP BNDSET1   1S08CAP           115.
 UP BNDSET1   2S08CAP           384.
 UP BNDSET1   3S08CAP           458.
 FX BNDSET1   1S79CAP          1457.
 UP BNDSET1   2S79CAP          1840.
 UP BNDSET1   3S79CAP          2060.
 FX BNDSET1   1S7ACAP          3640.
 UP BNDSET1   2S7ACAP          4967.
 UP BNDSET1   3S7ACAP          4290.
 FX BNDSET1   1EC1CAP          9.536
 FX BNDSET1   2EC1CAP          4.392
 FX BNDSET1   3EC1CAP           .622
 FX BNDSET1   1EC2CAP         35.288
 FX BNDSET1   2EC2CAP         34.874
 FX BNDSET1   3EC2CAP      33.635986
 LO BNDSET1   3EC3CAP          1.875
 FX BNDSET1   1EP1CAP         12.355
 FX BNDSET1   2EP1CAP         14.817
 LO BNDSET1   2E14CAP          3.109
 FX BNDSET1   1E22CAP          3.727
 FX BNDSET1   2E22CAP          3.727
 FX BNDSET1   3E22CAP          2.906
 FX BNDSET1   1E23CAP             2.
 FX BNDSET1   2E23CAP          5.112
 FX BNDSET1   3E23CAP          7.592
 UP BNDSET1   1E31CAP          1.686
 UP BNDSET1   2E31CAP          1.686
 UP BNDSET1   3E31CAP          1.686
 UP BNDSET1   2E35CAP           .005
 UP BNDSET1   3E35CAP             1.
 UP BNDSET1   3E60CAP             3.
 FX BNDSET1   1E51CAP            1.3
 UP BNDSET1   2E51CAP          1.301
 UP BNDSET1   3E51CAP          1.301
ENDATA
