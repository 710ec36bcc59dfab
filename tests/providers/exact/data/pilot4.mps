NAME          PILOT4  SIZE: N=1000, M=411, NZ=6141
ROWS
 N  OBJ
 L  ECP501
 L  ECP502
 L  ECP503
 E  DCOL01
 E  DCRO01
 E  DROP01
 E  DGAS01
 E  DELE01
 E  MURN01
 E  MURC01
 E  MURE01
 E  MURF01
 E  MPLU01
 E  MTLN01
 E  MSPF01
 E  RMMC01
 L  URXT01
 E  KODR01
 E  BOIP01
 E  OSRB01
 E  OTRB01
 E  BORS01
 E  KGDR01
 E  BGSF01
 E  BGRS01
 L  OVXT01
 L  GVXT01
 E  ODPL01
 E  GDPL01
 E  NRGP01
 E  KLWR01
 E  KLWP01
 E  KMMC01
 E  KENR01
 E  KFBR01
 E  KRPR01
 E  KECM01
 E  KWCM01
 E  KCLQ01
 E  KREF01
 E  KOSE01
 E  KCFP01
 E  KOFP01
 E  KGFP01
 E  KCGL01
 E  KCGH01
 E  KHYD01
 E  KGEO01
 E  KAGR01
 E  KMNG01
 E  KCMP01
 E  KFDS01
 E  KPPR01
 E  KSCG01
 E  KMET01
 E  KTEX01
 E  KLUM01
 E  KFAP01
 E  KMFG01
 E  KTAW01
 E  KTRD01
 E  KFIN01
 E  KSVC01
 E  KTRE01
 E  KMAC01
 E  KCON01
 E  DNRG01
 E  BCOL01
 E  BCRO01
 E  BROP01
 E  BGAS01
 E  BELE01
 G  BAGR01
 G  BMNG01
 G  BCMP01
 G  BFDS01
 G  BPPR01
 G  BSCG01
 G  BMET01
 G  BTEX01
 G  BLUM01
 G  BFAP01
 G  BMFG01
 G  BTAW01
 G  BTRD01
 G  BFIN01
 G  BSVC01
 G  BTRE01
 G  BMAC01
 G  BCON01
 E  BIMP01
 E  BEXP01
 G  BTRB01
 L  LTAW01
 E  POPL01
 L  WRKF01
 E  EGOV01
 E  ECAP01
 E  ETDE01
 E  DCOL02
 E  DCRO02
 E  DROP02
 E  DGAS02
 E  DELE02
 E  MURN02
 E  MURC02
 E  MURE02
 E  MURF02
 E  MPLU02
 E  MTLN02
 E  MSPF02
 E  RMMC02
 L  URXT02
 E  KODR02
 E  BOIP02
 E  OSRB02
 E  OTRB02
 E  BORS02
 E  KGDR02
 E  BGSF02
 E  BGRS02
 L  OVXT02
 L  GVXT02
 E  ODPL02
 E  GDPL02
 E  NRGP02
 L  LNRG02
 E  KLWR02
 E  KLWP02
 E  KMMC02
 E  KENR02
 E  KFBR02
 E  KRPR02
 E  KECM02
 E  KWCM02
 E  KCLQ02
 E  KREF02
 E  KOSE02
 E  KCFP02
 E  KOFP02
 E  KGFP02
 E  KCGL02
 E  KCGH02
 E  KHYD02
 E  KGEO02
 E  KAGR02
 E  KMNG02
 E  KCMP02
 E  KFDS02
 E  KPPR02
 E  KSCG02
 E  KMET02
 E  KTEX02
 E  KLUM02
 E  KFAP02
 E  KMFG02
 E  KTAW02
 E  KTRD02
 E  KFIN02
 E  KSVC02
 E  KTRE02
 E  KMAC02
 E  KCON02
 E  DNRG02
 E  BCOL02
 E  BCRO02
 E  BROP02
 E  BGAS02
 E  BELE02
 G  BAGR02
 G  BMNG02
 G  BCMP02
 G  BFDS02
 G  BPPR02
 G  BSCG02
 G  BMET02
 G  BTEX02
 G  BLUM02
 G  BFAP02
 G  BMFG02
 G  BTAW02
 G  BTRD02
 G  BFIN02
 G  BSVC02
 G  BTRE02
 G  BMAC02
 G  BCON02
 E  BIMP02
 E  BEXP02
 G  BTRB02
 L  LTAW02
 E  POPL02
 L  WRKF02
 E  EGOV02
 E  ECAP02
 G  UMOB02
 E  ETDE02
 E  DCOL03
 E  DCRO03
 E  DROP03
 E  DGAS03
 E  DELE03
 E  MURN03
 E  MURC03
 E  MURE03
 E  MURF03
 E  MPLU03
 E  MTLN03
 E  MSPF03
 E  RMMC03
 L  URXT03
 E  KODR03
 E  BOIP03
 E  OSRB03
 E  OTRB03
 E  BORS03
 E  KGDR03
 E  BGSF03
 E  BGRS03
 L  OVXT03
 L  GVXT03
 E  ODPL03
 E  GDPL03
 E  NRGP03
 L  LNRG03
 E  KLWR03
 E  KLWP03
 E  KMMC03
 E  KENR03
 E  KFBR03
 E  KRPR03
 E  KECM03
 E  KWCM03
 E  KCLQ03
 E  KREF03
 E  KOSE03
 E  KCFP03
 E  KOFP03
 E  KGFP03
 E  KCGL03
 E  KCGH03
 E  KHYD03
 E  KGEO03
 E  KAGR03
 E  KMNG03
 E  KCMP03
 E  KFDS03
 E  KPPR03
 E  KSCG03
 E  KMET03
 E  KTEX03
 E  KLUM03
 E  KFAP03
 E  KMFG03
 E  KTAW03
 E  KTRD03
 E  KFIN03
 E  KSVC03
 E  KTRE03
 E  KMAC03
 E  KCON03
 E  DNRG03
 E  BCOL03
 E  BCRO03
 E  BROP03
 E  BGAS03
 E  BELE03
 G  BAGR03
 G  BMNG03
 G  BCMP03
 G  BFDS03
 G  BPPR03
 G  BSCG03
 G  BMET03
 G  BTEX03
 G  BLUM03
 G  BFAP03
 G  BMFG03
 G  BTAW03
 G  BTRD03
 G  BFIN03
 G  BSVC03
 G  BTRE03
 G  BMAC03
 G  BCON03
 E  BIMP03
 E  BEXP03
 G  BTRB03
 L  LTAW03
 E  POPL03
 L  WRKF03
 E  EGOV03
 E  ECAP03
 G  UMOB03
 E  ETDE03
 E  DCOL04
 E  DCRO04
 E  DROP04
 E  DGAS04
 E  DELE04
 E  MURN04
 E  MURC04
 E  MURE04
 E  MURF04
 E  MPLU04
 E  MTLN04
 E  MSPF04
 E  RMMC04
 L  URXT04
 E  KODR04
 E  BOIP04
 E  OSRB04
 E  OTRB04
 E  BORS04
 E  KGDR04
 E  BGSF04
 E  BGRS04
 L  OVXT04
 L  GVXT04
 E  ODPL04
 E  GDPL04
 E  NRGP04
 L  LNRG04
 E  KLWR04
 E  KLWP04
 E  KMMC04
 E  KENR04
 E  KFBR04
 E  KRPR04
 E  KECM04
 E  KWCM04
 E  KCLQ04
 E  KREF04
 E  KOSE04
 E  KCFP04
 E  KOFP04
 E  KGFP04
 E  KCGL04
 E  KCGH04
 E  KHYD04
 E  KGEO04
 E  KAGR04
 E  KMNG04
 E  KCMP04
 E  KFDS04
 E  KPPR04
 E  KSCG04
 E  KMET04
 E  KTEX04
 E  KLUM04
 E  KFAP04
 E  KMFG04
 E  KTAW04
 E  KTRD04
 E  KFIN04
 E  KSVC04
 E  KTRE04
 E  KMAC04
 E  KCON04
 E  DNRG04
 E  BCOL04
 E  BCRO04
 E  BROP04
 E  BGAS04
 E  BELE04
 G  BAGR04
 G  BMNG04
 G  BCMP04
 G  BFDS04
 G  BPPR04
 G  BSCG04
 G  BMET04
 G  BTEX04
 G  BLUM04
 G  BFAP04
 G  BMFG04
 G  BTAW04
 G  BTRD04
 G  BFIN04
 G  BSVC04
 G  BTRE04
 G  BMAC04
 G  BCON04
 E  BIMP04
 E  BEXP04
 G  BTRB04
 L  LTAW04
 E  POPL04
 L  WRKF04
 E  EGOV04
 E  ECAP04
 G  EAGR04
 G  EMNG04
 G  ECMP04
 G  EFDS04
 G  EPPR04
 G  ESCG04
 G  EMET04
 G  ETEX04
 G  ELUM04
 G  EFAP04
 G  EMFG04
 G  ETAW04
 G  ETRD04
 G  EFIN04
 G  ESVC04
 G  ETRE04
 G  EMAC04
 G  ECON04
 G  UMOB04
COLUMNS
    PLWU01    DELE01             -1.   BELE01              .9
    PLWU01    MURE01      -20.867584   MSPF01       20.867584
    PLWU01    KLWR01        2.222221   KLWR02       -2.222221
    PLWU01    NRGP01         -10.355
    PLWP01    DELE01             -1.   BELE01              .9
    PLWP01    MURN01      -27.914734   MPLU01       -1.529699
    PLWP01    MSPF01       29.444443   KLWP01        2.222221
    PLWP01    KLWP02       -2.222221   NRGP01         -10.355
    PNR101    BELE01          -.0027   MURN01       -9.192495
    PNR101    MURE01          1.2595   MTLN01           7.933
    PNR101    KENR01              1.   KENR02             -1.
    PNR201    BELE01          -.0027   MURC01          -8.261
    PNR201    MURE01        1.459499   MTLN01        6.801496
    PNR201    KENR01              1.   KENR02             -1.
    PNR301    BELE01          -.0027   MURN01         -10.793
    PNR301    MURF01        2.112499   MTLN01        8.680496
    PNR301    KENR01              1.   KENR02             -1.
    PMMC01    RMMC01             -5.   BMNG01           -15.4
    PMMC01    KMMC01              1.   KMMC02             -1.
    PFBR01    DELE01             -1.   BELE01              .9
    PFBR01    MPLU01         -1.3775   MTLN01      -15.662098
    PFBR01    KFBR01       10.000003   KFBR02      -10.000003
    PFBR01    NRGP01         -10.355
    PRPR01    MURC01          27.715   MPLU01            1.11
    PRPR01    MTLN01       19.069992   MSPF01            -50.
    PRPR01    KRPR01              1.   KRPR02             -1.
    PECM01    DCOL01          -.0258   BCOL01           .0258
    PECM01    KECM01              1.   KECM02             -1.
    PECM01    NRGP01          -.0258
    PWCM01    DCOL01           -.016   BCOL01            .016
    PWCM01    KWCM01              1.   KWCM02             -1.
    PWCM01    NRGP01           -.016
    PCLQ01    DROP01             -1.   BCOL01          -1.575
    PCLQ01    BROP01              1.   KCLQ01              1.
    PCLQ01    KCLQ02             -1.
    PREF01    DROP01           -.549   BCRO01             -.6
    PREF01    BROP01            .549   KREF01              1.
    PREF01    KREF02             -1.
    POSE01    DCRO01             -.6   BCRO01              .6
    POSE01    KOSE01              1.   KOSE02             -1.
    POSE01    NRGP01             -.6
    PCFP01    DELE01             -1.   BCOL01         -10.355
    PCFP01    BELE01              .9   KCFP01        1.851851
    PCFP01    KCFP02       -1.851851
    POFP01    DELE01             -1.   BROP01         -10.355
    POFP01    BELE01              .9   KOFP01        1.886792
    POFP01    KOFP02       -1.886792
    PGFP01    DELE01             -1.   BGAS01         -10.355
    PGFP01    BELE01              .9   KGFP01        1.886792
    PGFP01    KGFP02       -1.886792
    PCGL01    DELE01             -1.   BCOL01         -15.986
    PCGL01    BELE01              .9   KCGL01              1.
    PCGL01    KCGL02             -1.
    PCGH01    DGAS01             -1.   BCOL01          -1.826
    PCGH01    BGAS01              1.   KCGH01              1.
    PCGH01    KCGH02             -1.
    PHYD01    DELE01             -1.   BELE01              .9
    PHYD01    KHYD01        1.851851   KHYD02       -1.851851
    PHYD01    NRGP01         -10.355
    PGEO01    DELE01             -1.   BELE01              .9
    PGEO01    KGEO01        1.333333   KGEO02       -1.333333
    PGEO01    NRGP01         -10.355
    POF101    OVXT01              1.   KODR01           1800.
    POF101    BOIP01            78.6
    POF201    OVXT01              1.   KODR01           3600.
    POF201    BOIP01           136.5
    POF301    OVXT01              1.   KODR01           5400.
    POF301    BOIP01           166.7
    PODR01    KODR01             -1.   ECAP01          -.0046
    POIP01    BOIP01             -1.   OSRB01          .00351
    POIP01    OTRB01          .00039   ODPL01           .0135
    POIP01    OSRB02          .06173   OTRB02          .05581
    POF401    OVXT01              1.   KODR01           7200.
    POF401    BOIP01           182.6
    POF501    OVXT01              1.   KODR01           9000.
    POF501    BOIP01           190.9
    POF601    OVXT01              1.   KODR01          10800.
    POF601    BOIP01           195.2
    POF701    OVXT01              1.   KODR01          12600.
    POF701    BOIP01           197.5
    PPOR01    ODPL01            .094   BORS01             -1.
    PSRN01    OSRB01             -1.
    PSRA01    OSRB01             -1.   ODPL01            .043
    PSRA01    ECAP01          -.0952
    PTRN01    OTRB01             -1.
    PTRA01    OTRB01             -1.   ODPL01            .043
    PTRA01    ECAP01          -.1558
    PGF101    GVXT01              1.   KGDR01           1426.
    PGF101    BGSF01            275.
    PGF201    GVXT01              1.   KGDR01           2000.
    PGF201    BGSF01      366.099854
    PGF301    GVXT01              1.   KGDR01           3000.
    PGF301    BGSF01      458.799805
    PGDR01    KGDR01             -1.   ECAP01          -.0046
    PGRA01    BGSF01             -1.   GDPL01            .043
    PGF401    GVXT01              1.   KGDR01           4000.
    PGF401    BGSF01      504.599854
    PGF501    GVXT01              1.   KGDR01           5000.
    PGF501    BGSF01           527.5
    PGF601    GVXT01              1.   KGDR01           6000.
    PGF601    BGSF01      538.899902
    PGF701    GVXT01              1.   KGDR01           7000.
    PGF701    BGSF01           544.5
    PGF801    GVXT01              1.   KGDR01           8000.
    PGF801    BGSF01      547.299805
    PPGR01    GDPL01            .094   BGRS01             -1.
    PGPR01    GDPL01             -1.   BCRO01            .198
    PGPR01    BGAS01             .85   DCRO01          -1.198
    PGPR01    DGAS01             -1.   NRGP01          -1.198
    POPR01    ODPL01           -.167   BCRO01              1.
    POPR01    BGAS01          .15555   DCRO01          -1.183
    POPR01    DGAS01           -.183   NRGP01          -1.183
    PNRG01    NRGP01              1.
    UCOL01    BCOL01             -1.
    UCRO01    BCRO01             -1.
    UROP01    BROP01             -1.
    UGAS01    BGAS01             -1.
    UELE01    BELE01             -1.
    NURC01    MURC01             -1.   MURC02              1.
    NURE01    MURE01             -1.   MURE02              1.
    NURF01    MURF01             -1.   MURF02              1.
    NPLU01    MPLU01             -1.   MPLU02              1.
    NTLN01    MTLN01             -1.   MTLN02              1.
    NSPF01    MSPF01             -1.   MSPF02              1.
    UR101     MURN01      285.704834   RMMC01      285.704834
    UR101     URXT01              1.   MURN02     -285.704834
    UR101     RMMC02     -285.704834
    UR201     MURN01      780.019775   RMMC01      803.601807
    UR201     URXT01              1.   MURN02     -780.019775
    UR201     RMMC02     -803.601807
    UR301     MURN01     1519.224854   RMMC01     1795.859863
    UR301     URXT01              1.   MURN02    -1519.224854
    UR301     RMMC02    -1795.859863
    UR401     MURN01     2299.244629   RMMC01      3637.06958
    UR401     URXT01              1.   MURN02    -2299.244629
    UR401     RMMC02     -3637.06958
    UR501     MURN01     4290.109375   RMMC01     11926.14063
    UR501     URXT01              1.   MURN02    -4290.109375
    UR501     RMMC02    -11926.14063
    UR601     MURN01     6412.488281   RMMC01     27843.98828
    UR601     URXT01              1.   MURN02    -6412.488281
    UR601     RMMC02    -27843.98828
    ICOL01    BCOL01              1.   BIMP01    -1050.020752
    ICRO01    BCRO01              1.   BIMP01    -1500.029785
    IROP01    BROP01              1.   BIMP01    -1500.029785
    IGAS01    BGAS01              1.   BIMP01    -1875.037109
    IELE01    BELE01              1.   BIMP01    -15532.80469
    E1COL01   BCOL01             -1.   BTAW01      -85.984146
    E1COL01   BTRD01       -3.289011   BEXP01     1050.020752
    E1CRO01   BCRO01             -1.   BTAW01      -30.625748
    E1CRO01   BEXP01     1500.029785
    E1ROP01   BROP01             -1.   BTAW01      -70.309738
    E1ROP01   BTRD01     -230.550491   BEXP01     1500.029785
    E1GAS01   BGAS01             -1.   BTAW01      -76.420792
    E1GAS01   BTRD01       -49.76236   BEXP01     1875.037109
    E1ELE01   BELE01             -1.   BTRD01     -937.608643
    E1ELE01   BEXP01     15532.80469
    XCOL01    DCOL01        4.438329   BELE01        -.001258
    XCOL01    BROP01        -.009637   BMNG01        -.947448
    XCOL01    BCMP01      -24.317825   BSCG01       -3.473976
    XCOL01    BMET01      -15.790801   BTEX01       -5.684689
    XCOL01    BLUM01       -6.947953   BMFG01      -17.685699
    XCOL01    BTAW01       -8.842848   BTRD01      -21.475479
    XCOL01    BFIN01      -60.636673   BSVC01      -39.540161
    XCOL01    BMAC01      -41.056076   BCON01       -9.790298
    XCOL01    WRKF01         .046425
    XCRO01    DCRO01        2.892097   BELE01        -.000506
    XCRO01    BROP01        -.002062   BGAS01        -.007408
    XCRO01    BCMP01      -14.832966   BPPR01        -.071657
    XCRO01    BSCG01       -5.947518   BMET01       -8.598819
    XCRO01    BTEX01        -.358284   BMFG01       -9.172074
    XCRO01    BTAW01        -10.4619   BTRD01      -12.539948
    XCRO01    BFIN01     -180.718536   BSVC01      -33.972504
    XCRO01    BMAC01      -31.457352   BCON01      -34.323624
    XCRO01    WRKF01         .021354
    XROP01    DROP01         .813213   BELE01         -.00034
    XROP01    BCOL01        -.001514   BGAS01        -.025955
    XROP01    BMNG01       -2.427287   BCMP01      -30.167709
    XROP01    BFDS01       -1.194379   BPPR01       -6.164539
    XROP01    BSCG01       -2.234645   BMET01        -1.88789
    XROP01    BTEX01        -.154113   BLUM01        -.077057
    XROP01    BMFG01       -4.931628   BTAW01        -53.5159
    XROP01    BTRD01      -11.674094   BFIN01      -33.904953
    XROP01    BSVC01      -35.754318   BTRE01        -.115585
    XROP01    BMAC01       -3.390496   BCON01      -14.448135
    XROP01    WRKF01         .007051
    XGAS01    DGAS01        1.380471   BELE01        -.000499
    XGAS01    BCOL01        -.000874   BROP01        -.000706
    XGAS01    BCMP01        -.050194   BPPR01        -.458919
    XGAS01    BMET01       -1.362417   BTEX01        -.272483
    XGAS01    BMFG01        -.100389   BTAW01        -.243801
    XGAS01    BTRD01       -2.007772   BFIN01       -9.343314
    XGAS01    BSVC01      -36.476929   BCON01      -18.629242
    XGAS01    WRKF01         .005952
    XELE01    DELE01         .054373   BAGR01       -1.282765
    XELE01    BMNG01        -.097313   BCMP01       -4.732963
    XELE01    BFDS01        -.468873   BPPR01       -1.304882
    XELE01    BSCG01        -.110583   BMET01       -1.526049
    XELE01    BTEX01        -.592726   BLUM01         -.03981
    XELE01    BFAP01        -.008847   BMFG01       -1.809142
    XELE01    BTAW01      -29.401871   BTRD01       -8.497215
    XELE01    BFIN01      -12.248199   BSVC01     -127.378632
    XELE01    BTRE01        -.234437   BMAC01       -3.587321
    XELE01    BCON01      -52.058182   WRKF01         .016189
    XLWR01    KLWR01              1.   KLWR02             -.8
    XLWP01    KLWP01              1.   KLWP02             -.8
    XMMC01    KMMC01              1.   KMMC02             -.8
    XENR01    KENR01              1.   KENR02             -.8
    XFBR01    KFBR01              1.   KFBR02             -.8
    XRPR01    KRPR01              1.   KRPR02             -.8
    XECM01    KECM01              1.   KECM02             -.8
    XWCM01    KWCM01              1.   KWCM02             -.8
    XCLQ01    KCLQ01              1.   KCLQ02             -.8
    XREF01    KREF01              1.   KREF02             -.8
    XOSE01    KOSE01              1.   KOSE02             -.8
    XCFP01    KCFP01              1.   KCFP02             -.8
    XOFP01    KOFP01              1.   KOFP02             -.8
    XGFP01    KGFP01              1.   KGFP02             -.8
    XCGL01    KCGL01              1.   KCGL02             -.8
    XCGH01    KCGH01              1.   KCGH02             -.8
    XHYD01    KHYD01              1.   KHYD02             -.8
    XGEO01    KGEO01              1.   KGEO02             -.8
    XAGR01    KAGR01        1.111111   BCOL01        -.000313
    XAGR01    BROP01         -.01547   BGAS01        -.000622
    XAGR01    BELE01        -.000145   BAGR01      693.921387
    XAGR01    BMNG01       -2.120231   BCMP01      -42.404617
    XAGR01    BFDS01       -59.97226   BPPR01       -2.295588
    XAGR01    BSCG01        -.526072   BMET01        -.031883
    XAGR01    BTEX01       -3.363675   BLUM01        -.095649
    XAGR01    BFAP01       -1.881107   BMFG01       -3.395558
    XAGR01    BTAW01      -19.273376   BTRD01      -46.804504
    XAGR01    BFIN01      -51.300034   BSVC01      -34.570923
    XAGR01    BTRE01         -.60578   BMAC01       -5.962152
    XAGR01    BCON01       -9.676541   BIMP01        -.573897
    XAGR01    KAGR02        -.888889
    XMNG01    KMNG01        1.111111   BCOL01        -.004818
    XMNG01    BROP01        -.013134   BGAS01        -.023347
    XMNG01    BELE01         -.00155   BMNG01      912.246826
    XMNG01    BCMP01      -37.658508   BPPR01       -4.554051
    XMNG01    BSCG01      -21.544174   BMET01      -28.725555
    XMNG01    BTEX01       -2.627338   BLUM01       -2.802494
    XMNG01    BMFG01       -5.955297   BTAW01      -36.607574
    XMNG01    BTRD01      -19.792603   BFIN01      -66.384064
    XMNG01    BSVC01      -48.728363   BTRE01       -1.401247
    XMNG01    BMAC01      -38.884598   BCON01      -12.611225
    XMNG01    WRKF01         .035732   KMNG02        -.888889
    XCMP01    KCMP01        1.111111   BCOL01        -.007585
    XCMP01    BCRO01        -.000304   BROP01        -.029853
    XCMP01    BGAS01         -.01546   BELE01        -.000609
    XCMP01    BAGR01       -2.047639   BMNG01      -14.064934
    XCMP01    BCMP01      737.818359   BFDS01      -10.624226
    XCMP01    BPPR01      -24.336685   BSCG01       -6.814275
    XCMP01    BMET01      -10.792065   BTEX01      -15.860814
    XCMP01    BLUM01       -1.779097   BFAP01        -.302111
    XCMP01    BMFG01      -25.276596   BTAW01      -21.298798
    XCMP01    BTRD01       -28.75087   BFIN01      -26.803925
    XCMP01    BSVC01      -80.455353   BTRE01        -1.49377
    XCMP01    BMAC01       -9.868949   BCON01       -5.723319
    XCMP01    BIMP01       -4.682716   WRKF01         .025478
    XCMP01    KCMP02        -.888889
    XFDS01    KFDS01        1.111111   BCOL01        -.001701
    XFDS01    BROP01        -.002034   BGAS01        -.005806
    XFDS01    BELE01        -.000241   BAGR01     -300.949707
    XFDS01    BMNG01        -.126693   BCMP01      -16.998047
    XFDS01    BFDS01      839.785156   BPPR01       -28.36879
    XFDS01    BSCG01      -10.578908   BMET01         -.19004
    XFDS01    BTEX01       -1.541437   BLUM01        -.084462
    XFDS01    BFAP01       -1.224704   BMFG01      -31.462219
    XFDS01    BTAW01      -27.735321   BTRD01      -35.294693
    XFDS01    BFIN01      -12.088671   BSVC01      -50.456726
    XFDS01    BTRE01        -.042231   BMAC01       -2.660563
    XFDS01    BCON01       -2.840046   BIMP01      -13.915173
    XFDS01    WRKF01         .020091   KFDS02        -.888889
    XPPR01    KPPR01        1.111111   BCOL01        -.013038
    XPPR01    BROP01        -.005378   BGAS01        -.014605
    XPPR01    BELE01        -.000604   BMNG01        -3.87874
    XPPR01    BCMP01      -62.947739   BFDS01       -6.308794
    XPPR01    BPPR01       739.51709   BSCG01       -1.635612
    XPPR01    BMET01       -2.757176   BTEX01      -11.496022
    XPPR01    BLUM01      -56.031433   BFAP01        -.560782
    XPPR01    BMFG01      -23.365891   BTAW01      -37.478912
    XPPR01    BTRD01      -32.058014   BFIN01      -19.019836
    XPPR01    BSVC01      -48.942215   BMAC01       -7.804211
    XPPR01    BCON01         -7.0565   WRKF01         .031778
    XPPR01    KPPR02        -.888889
    XSCG01    KSCG01        1.111111   BCOL01         -.01565
    XSCG01    BROP01        -.006645   BGAS01         -.04504
    XSCG01    BELE01        -.000894   BMNG01      -62.278122
    XSCG01    BCMP01      -41.266983   BFDS01        -.411983
    XSCG01    BPPR01       -33.57663   BSCG01      894.326172
    XSCG01    BMET01      -12.290832   BTEX01       -6.042417
    XSCG01    BLUM01       -4.463151   BFAP01       -1.579268
    XSCG01    BMFG01      -14.625403   BTAW01      -52.047211
    XSCG01    BTRD01      -28.014847   BFIN01        -26.7789
    XSCG01    BSVC01      -45.956711   BTRE01       -1.029958
    XSCG01    BMAC01      -17.577942   BCON01      -10.986216
    XSCG01    BIMP01        -.068664   WRKF01         .044082
    XSCG01    KSCG02        -.888889
    XMET01    KMET01        1.111111   BCOL01         -.05247
    XMET01    BROP01         -.00291   BGAS01        -.024399
    XMET01    BELE01        -.000868   BMNG01      -55.160446
    XMET01    BCMP01      -17.301239   BFDS01         -.18319
    XMET01    BPPR01       -1.221264   BSCG01       -3.175288
    XMET01    BMET01      717.562256   BTEX01       -1.078783
    XMET01    BLUM01       -3.053161   BFAP01        -.549569
    XMET01    BMFG01      -22.634094   BTAW01      -39.874283
    XMET01    BTRD01      -34.195404   BFIN01      -10.808191
    XMET01    BSVC01      -67.073868   BTRE01       -3.684148
    XMET01    BMAC01      -38.469833   BCON01       -8.182473
    XMET01    BIMP01       -1.282328   WRKF01         .027071
    XMET01    KMET02        -.888889
    XTEX01    KTEX01        1.111111   BCOL01        -.001667
    XTEX01    BROP01        -.000959   BGAS01        -.002963
    XTEX01    BELE01        -.000326   BAGR01      -31.208527
    XTEX01    BMNG01        -.019288   BCMP01      -77.365509
    XTEX01    BFDS01       -5.940805   BPPR01       -9.239111
    XTEX01    BSCG01        -1.96741   BMET01        -.057865
    XTEX01    BTEX01      586.400146   BLUM01         -1.1573
    XTEX01    BFAP01        -.482208   BMFG01      -12.826744
    XTEX01    BTAW01      -11.630866   BTRD01      -31.941483
    XTEX01    BFIN01      -15.932164   BSVC01      -28.211105
    XTEX01    BTRE01         -.11573   BMAC01       -3.722649
    XTEX01    BCON01       -1.928833   BIMP01       -1.350183
    XTEX01    WRKF01         .052811   KTEX02        -.888889
    XLUM01    KLUM01        1.111111   BCOL01         -.00097
    XLUM01    BROP01        -.007605   BGAS01        -.006125
    XLUM01    BELE01        -.000457   BAGR01       -92.57811
    XLUM01    BMNG01        -.164583   BCMP01      -24.193741
    XLUM01    BPPR01       -7.488541   BSCG01       -8.476041
    XLUM01    BMET01       -3.785417   BTEX01       -3.291666
    XLUM01    BLUM01      712.637695   BFAP01          -5.925
    XLUM01    BMFG01      -22.136444   BTAW01      -35.303116
    XLUM01    BTRD01      -36.290619   BFIN01      -15.470832
    XLUM01    BSVC01      -28.168411   BTRE01          -.9875
    XLUM01    BMAC01       -6.171874   BCON01       -5.760416
    XLUM01    WRKF01         .052914   KLUM02        -.888889
    XFAP01    KFAP01        1.111111   BCOL01        -.001414
    XFAP01    BROP01        -.001255   BGAS01        -.004237
    XFAP01    BELE01        -.000308   BCMP01      -60.241394
    XFAP01    BFDS01        -.431838   BPPR01      -15.834059
    XFAP01    BSCG01       -11.51568   BMET01       -78.30661
    XFAP01    BTEX01      -36.346359   BLUM01      -77.658829
    XFAP01    BFAP01       975.60083   BMFG01      -88.670731
    XFAP01    BTAW01      -17.057587   BTRD01      -37.066086
    XFAP01    BFIN01      -20.296387   BSVC01      -54.267639
    XFAP01    BTRE01        -4.82219   BMAC01      -45.774826
    XFAP01    BCON01       -8.636757   BIMP01        -.143946
    XFAP01    WRKF01          .04923   KFAP02        -.888889
    XMFG01    KMFG01        1.111111   BCOL01        -.000552
    XMFG01    BROP01        -.001884   BGAS01        -.003573
    XMFG01    BELE01        -.000293   BAGR01        -.184443
    XMFG01    BMNG01        -.184443   BCMP01      -30.398041
    XMFG01    BFDS01        -.298623   BPPR01       -41.25386
    XMFG01    BSCG01       -6.077851   BMET01     -122.163055
    XMFG01    BTEX01        -5.75288   BLUM01       -3.232152
    XMFG01    BFAP01       -4.892144   BMFG01      857.161621
    XMFG01    BTAW01      -11.066607   BTRD01       -28.79953
    XMFG01    BFIN01      -23.661453   BSVC01      -57.650864
    XMFG01    BTRE01       -19.04158   BMAC01      -29.941315
    XMFG01    BCON01       -5.796793   BIMP01       -2.125491
    XMFG01    WRKF01         .041939   KMFG02        -.888889
    XTAW01    KTAW01        1.111111   BCOL01        -.000544
    XTAW01    BCRO01         -.00019   BROP01        -.034464
    XTAW01    BGAS01        -.002049   BELE01        -.000677
    XTAW01    BAGR01        -.870055   BMNG01        -.019774
    XTAW01    BCMP01        -7.94914   BFDS01        -3.28248
    XTAW01    BPPR01       -1.918076   BSCG01       -1.028247
    XTAW01    BMET01        -6.46609   BTEX01       -2.887001
    XTAW01    BLUM01        -.039548   BMFG01        -7.45479
    XTAW01    BTAW01      914.338867   BTRD01      -32.172256
    XTAW01    BFIN01       -42.33609   BSVC01      -77.173874
    XTAW01    BTRE01      -15.562124   BMAC01       -6.149705
    XTAW01    BCON01      -26.022552   BIMP01      -17.717484
    XTAW01    WRKF01         .056178   KTAW02        -.888889
    XTRD01    KTRD01        1.111111   BCOL01        -.000072
    XTRD01    BROP01         -.00734   BGAS01        -.005849
    XTRD01    BELE01        -.000748   BAGR01        -.912313
    XTRD01    BMNG01        -.036737   BCMP01       -7.831197
    XTRD01    BFDS01       -5.516737   BPPR01       -9.655826
    XTRD01    BSCG01       -1.763397   BMET01         -.48371
    XTRD01    BTEX01       -2.008313   BLUM01        -.563307
    XTRD01    BFAP01       -1.340917   BMFG01       -9.459893
    XTRD01    BTAW01       -7.561791   BTRD01       979.57373
    XTRD01    BFIN01      -67.854034   BSVC01     -108.014221
    XTRD01    BTRE01       -1.200089   BMAC01       -4.114594
    XTRD01    BCON01       -3.618639   BIMP01        -.281654
    XTRD01    WRKF01         .098946   KTRD02        -.888889
    XFIN01    KFIN01        1.111111   BCOL01        -.000928
    XFIN01    BCRO01         -.00038   BROP01          -.0044
    XFIN01    BGAS01        -.001816   BELE01        -.000295
    XFIN01    BAGR01      -15.462405   BMNG01         -.29831
    XFIN01    BCMP01       -3.704017   BFDS01         -.90736
    XFIN01    BPPR01       -1.839579   BSCG01        -.341814
    XFIN01    BMET01        -.615264   BTEX01        -.652553
    XFIN01    BLUM01        -.180229   BFAP01        -.229947
    XFIN01    BMFG01       -5.487661   BTAW01       -7.526114
    XFIN01    BTRD01      -13.734694   BFIN01      889.320557
    XFIN01    BSVC01      -85.641678   BTRE01       -1.100018
    XFIN01    BMAC01       -3.989897   BCON01      -45.542007
    XFIN01    BIMP01        -.503398   WRKF01         .022181
    XFIN01    KFIN02        -.888889
    XSVC01    KSVC01        1.111111   BCOL01        -.001894
    XSVC01    BROP01        -.002865   BGAS01        -.005292
    XSVC01    BELE01        -.000635   BAGR01       -3.028066
    XSVC01    BMNG01        -.010207   BCMP01      -11.629473
    XSVC01    BFDS01      -12.837637   BPPR01       -3.428859
    XSVC01    BSCG01       -1.395632   BMET01       -1.353783
    XSVC01    BTEX01       -2.376861   BLUM01        -.051035
    XSVC01    BFAP01        -.683526   BMFG01      -60.039734
    XSVC01    BTAW01      -22.973831   BTRD01      -18.665131
    XSVC01    BFIN01      -34.265457   BSVC01      909.951416
    XSVC01    BTRE01       -5.094636   BMAC01       -7.108808
    XSVC01    BCON01      -11.875122   BIMP01       -1.793703
    XSVC01    WRKF01         .088158   KSVC02        -.888889
    XTRE01    KTRE01        1.111111   BCOL01        -.001083
    XTRE01    BROP01        -.002115   BGAS01        -.002279
    XTRE01    BELE01        -.000209   BCMP01      -20.289261
    XTRE01    BPPR01       -1.998602   BSCG01       -7.580906
    XTRE01    BMET01      -84.644257   BTEX01      -11.784863
    XTRE01    BLUM01       -4.865561   BFAP01       -2.632642
    XTRE01    BMFG01      -96.608276   BTAW01      -12.887541
    XTRE01    BTRD01      -23.114868   BFIN01      -11.412709
    XTRE01    BSVC01      -44.644638   BTRE01      759.574707
    XTRE01    BMAC01      -67.277069   BCON01       -6.478228
    XTRE01    BIMP01       -1.102677   WRKF01         .026947
    XTRE01    KTRE02        -.888889
    XMAC01    KMAC01        1.111111   BCOL01        -.001121
    XMAC01    BROP01        -.003378   BGAS01        -.003396
    XMAC01    BELE01        -.000263   BMNG01        -.105128
    XMAC01    BCMP01      -16.445007   BFDS01        -.105128
    XMAC01    BPPR01       -4.385337   BSCG01       -7.809505
    XMAC01    BMET01     -122.459045   BTEX01        -1.30659
    XMAC01    BLUM01       -1.606956   BFAP01       -9.776901
    XMAC01    BMFG01      -72.132751   BTAW01       -8.485328
    XMAC01    BTRD01      -34.361832   BFIN01      -24.254517
    XMAC01    BSVC01      -44.533707   BTRE01      -18.112045
    XMAC01    BMAC01      826.313232   BCON01      -10.092284
    XMAC01    BIMP01        -.886079   WRKF01         .038297
    XMAC01    KMAC02        -.888889
    XCON01    KCON01        1.111111   BCOL01        -.000037
    XCON01    BROP01        -.016496   BGAS01        -.000442
    XCON01    BELE01        -.000046   BAGR01       -2.452465
    XCON01    BMNG01       -8.690867   BCMP01      -22.249359
    XCON01    BPPR01       -3.487536   BSCG01      -68.016281
    XCON01    BMET01       -43.15593   BTEX01        -2.66694
    XCON01    BLUM01      -46.158569   BFAP01       -8.457742
    XCON01    BMFG01     -111.349396   BTAW01      -24.767105
    XCON01    BTRD01      -77.826141   BFIN01      -13.511873
    XCON01    BSVC01      -63.122498   BTRE01        -.242449
    XCON01    BMAC01      -25.130768   BCON01      985.014404
    XCON01    BIMP01        -.941822   WRKF01         .039025
    XCON01    KCON02        -.888889
    CONS01    OBJ          -1.019509   BIMP01          -19.51
    CONS01    POPL01           1000.   DNRG01          -.0169
    CONS01    BAGR01       -8.298427   BCMP01       -7.942714
    CONS01    BFDS01      -92.553726   BPPR01       -1.833644
    CONS01    BSCG01       -1.467948   BTEX01       -66.82193
    CONS01    BFAP01      -13.010438   BMFG01      -35.386673
    CONS01    BTAW01      -35.536682   BTRD01     -191.764771
    CONS01    BFIN01     -177.045273   BSVC01     -240.282166
    CONS01    BTRE01      -40.103775   BMAC01        -.940706
    CONS01    BCON01      -66.048141   EGOV01          -.3462
    CNRG01    DNRG01              1.   BROP01          -.6431
    CNRG01    BGAS01          -.2647   BELE01        -.027022
    APCC01    POPL01          -213.5   UMOB02             -1.
    GOVT01    BCOL01        -.001458   BROP01        -.006819
    GOVT01    BGAS01        -.005441   BELE01        -.000551
    GOVT01    BAGR01        7.501156   BMNG01        -.239763
    GOVT01    BCMP01      -18.398941   BFDS01       -6.456474
    GOVT01    BPPR01       -1.998024   BSCG01        -.633659
    GOVT01    BMET01       -1.712592   BTEX01       -3.819081
    GOVT01    BLUM01        -.194094   BFAP01       -3.059832
    GOVT01    BMFG01        -105.353   BTAW01      -24.609955
    GOVT01    BTRD01      -10.167092   BFIN01       -7.809422
    GOVT01    BSVC01     -534.786865   BTRE01      -68.218277
    GOVT01    BMAC01      -21.521576   BCON01     -178.948807
    GOVT01    BIMP01         -22.646   EGOV01              1.
    CAPF01    BCMP01         -.35435   BMET01        -.401597
    CAPF01    BTEX01       -1.051239   BLUM01        -.082682
    CAPF01    BFAP01      -22.725662   BMFG01      -80.862732
    CAPF01    BTAW01        -9.79188   BTRD01      -77.295609
    CAPF01    BFIN01      -24.851761   BSVC01       21.556305
    CAPF01    BTRE01     -175.415192   BMAC01     -282.877686
    CAPF01    BCON01     -345.845703   BIMP01          -7.772
    CAPF01    ECAP01              1.   ECP501              1.
    XIMP01    BIMP01              1.   BTRB01             -1.
    XIMP01    LTAW01          -.0334
    XEXP01    BEXP01             -1.   BTRB01              1.
    IAGR01    BAGR01              1.   BTAW01        -.123939
    IAGR01    BTRD01        -.097273   BIMP01             -1.
    IMNG01    BMNG01              1.   BTAW01        -.202564
    IMNG01    BTRD01        -.002564   BIMP01             -1.
    ICMP01    BCMP01              1.   BTAW01        -.042059
    ICMP01    BTRD01        -.055242   BIMP01             -1.
    IFDS01    BFDS01              1.   BTAW01        -.027922
    IFDS01    BTRD01        -.076187   BIMP01             -1.
    IPPR01    BPPR01              1.   BTAW01        -.063893
    IPPR01    BTRD01        -.054978   BIMP01             -1.
    ISCG01    BSCG01              1.   BTAW01        -.065217
    ISCG01    BTRD01        -.093168   BIMP01             -1.
    IMET01    BMET01              1.   BTAW01        -.028916
    IMET01    BTRD01        -.028112   BIMP01             -1.
    ITEX01    BTEX01              1.   BTAW01        -.012403
    ITEX01    BTRD01        -.065116   BIMP01             -1.
    ILUM01    BLUM01              1.   BTAW01        -.089918
    ILUM01    BTRD01         -.06812   BIMP01             -1.
    IFAP01    BFAP01              1.   BTAW01        -.025641
    IFAP01    BTRD01        -.117949   BIMP01             -1.
    IMFG01    BMFG01              1.   BTAW01        -.013088
    IMFG01    BTRD01         -.08734   BIMP01             -1.
    ITAW01    BTAW01              1.   BIMP01             -1.
    ITAW01    LTAW01              1.
    ITRD01    BTRD01              1.   BIMP01             -1.
    IFIN01    BFIN01              1.   BIMP01             -1.
    ISVC01    BSVC01              1.   BIMP01             -1.
    ITRE01    BTAW01        -.018287   BTRD01        -.114228
    ITRE01    BTRE01              1.   BIMP01             -1.
    IMAC01    BTAW01        -.013901   BTRD01        -.089097
    IMAC01    BMAC01              1.   BIMP01             -1.
    ICON01    BTAW01        -.021739   BTRD01        -.092391
    ICON01    BCON01              1.   BIMP01             -1.
    E1AGR01   BAGR01        -.818859   BTAW01        -.101489
    E1AGR01   BTRD01        -.079653   BEXP01              1.
    E1MNG01   BMNG01        -.829787   BTAW01        -.168085
    E1MNG01   BTRD01        -.002128   BEXP01              1.
    E1CMP01   BCMP01        -.911327   BTAW01         -.03833
    E1CMP01   BTRD01        -.050343   BEXP01              1.
    E1FDS01   BFDS01        -.905708   BTAW01        -.025289
    E1FDS01   BTRD01        -.069003   BEXP01              1.
    E1PPR01   BPPR01        -.893758   BTAW01        -.057105
    E1PPR01   BTRD01        -.049137   BEXP01              1.
    E1SCG01   BSCG01        -.863271   BTAW01          -.0563
    E1SCG01   BTRD01        -.080429   BEXP01              1.
    E1MET01   BMET01        -.946049   BTAW01        -.027356
    E1MET01   BTRD01        -.026596   BEXP01              1.
    E1TEX01   BTEX01        -.928058   BTAW01        -.011511
    E1TEX01   BTRD01        -.060432   BEXP01              1.
    E1LUM01   BLUM01        -.863529   BTAW01        -.077647
    E1LUM01   BTRD01        -.058824   BEXP01              1.
    E1FAP01   BFAP01        -.874439   BTAW01        -.022422
    E1FAP01   BTRD01        -.103139   BEXP01              1.
    E1MFG01   BMFG01        -.908738   BTAW01        -.011893
    E1MFG01   BTRD01        -.079369   BEXP01              1.
    E1TAW01   BTAW01             -1.   BEXP01              1.
    E1TRD01   BTRD01             -1.   BEXP01              1.
    E1FIN01   BFIN01             -1.   BEXP01              1.
    E1SVC01   BSVC01             -1.   BEXP01              1.
    E1TRE01   BTAW01        -.016147   BTRD01        -.100863
    E1TRE01   BTRE01         -.88299   BEXP01              1.
    E1MAC01   BTAW01        -.012602   BTRD01        -.080777
    E1MAC01   BMAC01         -.90662   BEXP01              1.
    E1CON01   BTAW01        -.019512   BTRD01        -.082927
    E1CON01   BCON01        -.897561   BEXP01              1.
    E2AGR01   BAGR01        -.818859   BTAW01        -.101489
    E2AGR01   BTRD01        -.079653   BEXP01         .401143
    E2MNG01   BMNG01        -.829787   BTAW01        -.168085
    E2MNG01   BTRD01        -.002128   BEXP01         .717842
    E2CMP01   BCMP01        -.911327   BTAW01         -.03833
    E2CMP01   BTRD01        -.050343   BEXP01         .572148
    E2FDS01   BFDS01        -.905708   BTAW01        -.025289
    E2FDS01   BTRD01        -.069003   BEXP01         .422315
    E2PPR01   BPPR01        -.893758   BTAW01        -.057105
    E2PPR01   BTRD01        -.049137   BEXP01         .567646
    E2SCG01   BSCG01        -.863271   BTAW01          -.0563
    E2SCG01   BTRD01        -.080429   BEXP01         .471337
    E2MET01   BMET01        -.946049   BTAW01        -.027356
    E2MET01   BTRD01        -.026596   BEXP01         .789011
    E2TEX01   BTEX01        -.928058   BTAW01        -.011511
    E2TEX01   BTRD01        -.060432   BEXP01         .492619
    E2LUM01   BLUM01        -.863529   BTAW01        -.077647
    E2LUM01   BTRD01        -.058824   BEXP01         .547529
    E2FAP01   BFAP01        -.874439   BTAW01        -.022422
    E2FAP01   BTRD01        -.103139   BEXP01         .541174
    E2MFG01   BMFG01        -.908738   BTAW01        -.011893
    E2MFG01   BTRD01        -.079369   BEXP01          .51627
    E2TAW01   BTAW01             -1.
    E2TRD01   BTRD01             -1.
    E2FIN01   BFIN01             -1.
    E2SVC01   BSVC01             -1.
    E2TRE01   BTAW01        -.016147   BTRD01        -.100863
    E2TRE01   BTRE01         -.88299   BEXP01         .556971
    E2MAC01   BTAW01        -.012602   BTRD01        -.080777
    E2MAC01   BMAC01         -.90662   BEXP01         .634353
    E2CON01   BTAW01        -.019512   BTRD01        -.082927
    E2CON01   BCON01        -.897561   BEXP01            .375
    ULWR01    KLWR01              1.   KLWR02             -.8
    ULWP01    KLWP01              1.   KLWP02             -.8
    UMMC01    KMMC01              1.   KMMC02             -.8
    UENR01    KENR01              1.   KENR02             -.8
    UFBR01    KFBR01              1.   KFBR02             -.8
    URPR01    KRPR01              1.   KRPR02             -.8
    UECM01    KECM01              1.   KECM02             -.8
    UWCM01    KWCM01              1.   KWCM02             -.8
    UCLQ01    KCLQ01              1.   KCLQ02             -.8
    UREF01    KREF01              1.   KREF02             -.8
    UOSE01    KOSE01              1.   KOSE02             -.8
    UCFP01    KCFP01              1.   KCFP02             -.8
    UOFP01    KOFP01              1.   KOFP02             -.8
    UGFP01    KGFP01              1.   KGFP02             -.8
    UCGL01    KCGL01              1.   KCGL02             -.8
    UCGH01    KCGH01              1.   KCGH02             -.8
    UHYD01    KHYD01              1.   KHYD02             -.8
    UGEO01    KGEO01              1.   KGEO02             -.8
    UAGR01    KAGR01              1.   KAGR02             -.8
    UMNG01    KMNG01              1.   KMNG02             -.8
    UCMP01    KCMP01              1.   KCMP02             -.8
    UFDS01    KFDS01              1.   KFDS02             -.8
    UPPR01    KPPR01              1.   KPPR02             -.8
    USCG01    KSCG01              1.   KSCG02             -.8
    UMET01    KMET01              1.   KMET02             -.8
    UTEX01    KTEX01              1.   KTEX02             -.8
    ULUM01    KLUM01              1.   KLUM02             -.8
    UFAP01    KFAP01              1.   KFAP02             -.8
    UMFG01    KMFG01              1.   KMFG02             -.8
    UTAW01    KTAW01              1.   KTAW02             -.8
    UTRD01    KTRD01              1.   KTRD02             -.8
    UFIN01    KFIN01              1.   KFIN02             -.8
    USVC01    KSVC01              1.   KSVC02             -.8
    UTRE01    KTRE01              1.   KTRE02             -.8
    UMAC01    KMAC01              1.   KMAC02             -.8
    UCON01    KCON01              1.   KCON02             -.8
    WLWR01    MURF01       -9.838104   MURF02      -39.352417
    WLWR01    ECAP01      -33.585495   ETDE01      -23.509842
    WLWR01    KLWR01             -1.   KLWR02             -4.
    WLWP01    MURN01       -8.921747   MPLU01        -.276048
    WLWP01    MURN02      -35.686981   MPLU02       -1.104192
    WLWP01    ECAP01      -34.432404   ETDE01      -24.102676
    WLWP01    KLWP01             -1.   KLWP02             -4.
    WMMC01    ECAP01        -.032029   KMMC01             -1.
    WMMC01    KMMC02             -4.
    WENR01    ECAP01        -.224371   KENR01             -1.
    WENR01    KENR02             -4.
    WFBR01    MPLU01        -.465639   MTLN01       -5.033102
    WFBR01    MPLU02       -1.862556   MTLN02      -20.132416
    WFBR01    ECAP01      -44.428299   ETDE01      -31.099808
    WFBR01    KFBR01             -1.   KFBR02             -4.
    WRPR01    ECAP01       -2.096846   KRPR01             -1.
    WRPR01    KRPR02             -4.
    WECM01    ECAP01        -.014564   KECM01             -1.
    WECM01    KECM02             -4.
    WWCM01    ECAP01        -.005172   KWCM01             -1.
    WWCM01    KWCM02             -4.
    WCLQ01    ECAP01       -6.160605   KCLQ01             -1.
    WCLQ01    KCLQ02             -4.
    WREF01    ECAP01        -.481851   KREF01             -1.
    WREF01    KREF02             -4.
    WOSE01    ECAP01       -1.682063   KOSE01             -1.
    WOSE01    KOSE02             -4.
    WCFP01    ECAP01      -23.936646   ETDE01      -16.755646
    WCFP01    KCFP01             -1.   KCFP02             -4.
    WOFP01    ECAP01      -17.952484   ETDE01      -12.566738
    WOFP01    KOFP01             -1.   KOFP02             -4.
    WGFP01    ECAP01      -10.970949   ETDE01       -7.679664
    WGFP01    KGFP01             -1.   KGFP02             -4.
    WCGL01    ECAP01      -75.702805   ETDE01      -52.991959
    WCGL01    KCGL01             -1.   KCGL02             -4.
    WCGH01    ECAP01       -6.383089   KCGH01             -1.
    WCGH01    KCGH02             -4.
    WHYD01    ECAP01      -33.710693   ETDE01      -23.597473
    WHYD01    KHYD01             -1.   KHYD02             -4.
    WGEO01    ECAP01      -47.873169   ETDE01      -33.511215
    WGEO01    KGEO01             -1.   KGEO02             -4.
    WTDE01    ECAP01             -1.   ETDE01              1.
    WAGR01    ECAP01        -1.14185   KAGR01             -1.
    WAGR01    KAGR02             -4.
    WMNG01    ECAP01        -1.39724   KMNG01             -1.
    WMNG01    KMNG02             -4.
    WCMP01    ECAP01        -.733089   KCMP01             -1.
    WCMP01    KCMP02             -4.
    WFDS01    ECAP01        -.420023   KFDS01             -1.
    WFDS01    KFDS02             -4.
    WPPR01    ECAP01        -.728128   KPPR01             -1.
    WPPR01    KPPR02             -4.
    WSCG01    ECAP01        -.751806   KSCG01             -1.
    WSCG01    KSCG02             -4.
    WMET01    ECAP01         -.89271   KMET01             -1.
    WMET01    KMET02             -4.
    WTEX01    ECAP01        -.373186   KTEX01             -1.
    WTEX01    KTEX02             -4.
    WLUM01    ECAP01        -.528003   KLUM01             -1.
    WLUM01    KLUM02             -4.
    WFAP01    ECAP01         -.33667   KFAP01             -1.
    WFAP01    KFAP02             -4.
    WMFG01    ECAP01        -.411666   KMFG01             -1.
    WMFG01    KMFG02             -4.
    WTAW01    ECAP01        -1.41581   KTAW01             -1.
    WTAW01    KTAW02             -4.
    WTRD01    ECAP01            -1.1   KTRD01             -1.
    WTRD01    KTRD02             -4.
    WFIN01    ECAP01        -.131806   KFIN01             -1.
    WFIN01    KFIN02             -4.
    WSVC01    ECAP01       -1.591249   KSVC01             -1.
    WSVC01    KSVC02             -4.
    WTRE01    ECAP01        -.258494   KTRE01             -1.
    WTRE01    KTRE02             -4.
    WMAC01    ECAP01         -.47393   KMAC01             -1.
    WMAC01    KMAC02             -4.
    WCON01    ECAP01        -.220969   KCON01             -1.
    WCON01    KCON02             -4.
    PLWU02    DELE02             -1.   BELE02              .9
    PLWU02    MURE02      -20.867584   MSPF02       20.867584
    PLWU02    KLWR02        1.538461   KLWR03       -1.538461
    PLWU02    NRGP02         -10.355
    PLWP02    DELE02             -1.   BELE02              .9
    PLWP02    MURN02      -27.914734   MPLU02       -1.529699
    PLWP02    MSPF02       29.444443   KLWP02        1.538461
    PLWP02    KLWP03       -1.538461   NRGP02         -10.355
    PNR102    BELE02          -.0027   MURN02       -9.192495
    PNR102    MURE02          1.2595   MTLN02           7.933
    PNR102    KENR02              1.   KENR03             -1.
    PNR202    BELE02          -.0027   MURC02          -8.261
    PNR202    MURE02        1.459499   MTLN02        6.801496
    PNR202    KENR02              1.   KENR03             -1.
    PNR302    BELE02          -.0027   MURN02         -10.793
    PNR302    MURF02        2.112499   MTLN02        8.680496
    PNR302    KENR02              1.   KENR03             -1.
    PMMC02    RMMC02             -5.   BMNG02           -15.4
    PMMC02    KMMC02              1.   KMMC03             -1.
    PFBR02    DELE02             -1.   BELE02              .9
    PFBR02    MPLU02         -1.3775   MTLN02      -15.662098
    PFBR02    KFBR02       10.000003   KFBR03      -10.000003
    PFBR02    NRGP02         -10.355
    PRPR02    MURC02          27.715   MPLU02            1.11
    PRPR02    MTLN02       19.069992   MSPF02            -50.
    PRPR02    KRPR02              1.   KRPR03             -1.
    PECM02    DCOL02          -.0258   BCOL02           .0258
    PECM02    KECM02              1.   KECM03             -1.
    PECM02    NRGP02          -.0258
    PWCM02    DCOL02           -.016   BCOL02            .016
    PWCM02    KWCM02              1.   KWCM03             -1.
    PWCM02    NRGP02           -.016
    PCLQ02    DROP02             -1.   BCOL02          -1.575
    PCLQ02    BROP02              1.   KCLQ02              1.
    PCLQ02    KCLQ03             -1.
    PREF02    DROP02           -.549   BCRO02             -.6
    PREF02    BROP02            .549   KREF02              1.
    PREF02    KREF03             -1.
    POSE02    DCRO02             -.6   BCRO02              .6
    POSE02    KOSE02              1.   KOSE03             -1.
    POSE02    NRGP02             -.6
    PCFP02    DELE02             -1.   BCOL02         -10.355
    PCFP02    BELE02              .9   KCFP02        1.851851
    PCFP02    KCFP03       -1.851851
    POFP02    DELE02             -1.   BROP02         -10.355
    POFP02    BELE02              .9   KOFP02        1.886792
    POFP02    KOFP03       -1.886792
    PGFP02    DELE02             -1.   BGAS02         -10.355
    PGFP02    BELE02              .9   KGFP02        1.886792
    PGFP02    KGFP03       -1.886792
    PCGL02    DELE02             -1.   BCOL02         -15.986
    PCGL02    BELE02              .9   KCGL02              1.
    PCGL02    KCGL03             -1.
    PCGH02    DGAS02             -1.   BCOL02          -1.826
    PCGH02    BGAS02              1.   KCGH02              1.
    PCGH02    KCGH03             -1.
    PHYD02    DELE02             -1.   BELE02              .9
    PHYD02    KHYD02        1.851851   KHYD03       -1.851851
    PHYD02    NRGP02         -10.355
    PGEO02    DELE02             -1.   BELE02              .9
    PGEO02    KGEO02        1.333333   KGEO03       -1.333333
    PGEO02    NRGP02         -10.355
    POF102    OVXT02              1.   KODR02           1800.
    POF102    BOIP02            78.6
    POF202    OVXT02              1.   KODR02           3600.
    POF202    BOIP02           136.5
    POF302    OVXT02              1.   KODR02           5400.
    POF302    BOIP02           166.7
    PODR02    KODR02             -1.   ECAP02           -.005
    POIP02    BOIP02             -1.   OSRB02          .00351
    POIP02    OTRB02          .00039   ODPL02           .0135
    POIP02    OSRB03          .06173   OTRB03          .05581
    POF402    OVXT02              1.   KODR02           7200.
    POF402    BOIP02           182.6
    POF502    OVXT02              1.   KODR02           9000.
    POF502    BOIP02           190.9
    POF602    OVXT02              1.   KODR02          10800.
    POF602    BOIP02           195.2
    POF702    OVXT02              1.   KODR02          12600.
    POF702    BOIP02           197.5
    PPOR02    ODPL02            .094   BORS02             -1.
    PSRN02    OSRB02             -1.
    PSRA02    OSRB02             -1.   ODPL02            .043
    PSRA02    ECAP02          -.1246
    PTRN02    OTRB02             -1.
    PTRA02    OTRB02             -1.   ODPL02            .043
    PTRA02    ECAP02           -.208
    PGF102    GVXT02              1.   KGDR02           1426.
    PGF102    BGSF02            275.
    PGF202    GVXT02              1.   KGDR02           2000.
    PGF202    BGSF02      366.099854
    PGF302    GVXT02              1.   KGDR02           3000.
    PGF302    BGSF02      458.799805
    PGDR02    KGDR02             -1.   ECAP02           -.005
    PGRA02    BGSF02             -1.   GDPL02            .043
    PGF402    GVXT02              1.   KGDR02           4000.
    PGF402    BGSF02      504.599854
    PGF502    GVXT02              1.   KGDR02           5000.
    PGF502    BGSF02           527.5
    PGF602    GVXT02              1.   KGDR02           6000.
    PGF602    BGSF02      538.899902
    PGF702    GVXT02              1.   KGDR02           7000.
    PGF702    BGSF02           544.5
    PGF802    GVXT02              1.   KGDR02           8000.
    PGF802    BGSF02      547.299805
    PPGR02    GDPL02            .094   BGRS02             -1.
    PGPR02    GDPL02             -1.   BCRO02            .198
    PGPR02    BGAS02             .85   DCRO02          -1.198
    PGPR02    DGAS02             -1.   NRGP02          -1.198
    POPR02    ODPL02           -.167   BCRO02              1.
    POPR02    BGAS02          .15555   DCRO02          -1.183
    POPR02    DGAS02           -.183   NRGP02          -1.183
    PNRG02    NRGP02              1.   LNRG02             -.2
    UCOL02    BCOL02             -1.   LNRG02              .2
    UCRO02    BCRO02             -1.   LNRG02              .2
    UROP02    BROP02             -1.   LNRG02              .2
    UGAS02    BGAS02             -1.   LNRG02              .2
    UELE02    BELE02             -1.   LNRG02              .2
    NURC02    MURC02             -1.   MURC03              1.
    NURE02    MURE02             -1.   MURE03              1.
    NURF02    MURF02             -1.   MURF03              1.
    NPLU02    MPLU02             -1.   MPLU03              1.
    NTLN02    MTLN02             -1.   MTLN03              1.
    NSPF02    MSPF02             -1.   MSPF03              1.
    UR102     MURN02      285.704834   RMMC02      285.704834
    UR102     URXT02              1.   MURN03     -285.704834
    UR102     RMMC03     -285.704834
    UR202     MURN02      780.019775   RMMC02      803.601807
    UR202     URXT02              1.   MURN03     -780.019775
    UR202     RMMC03     -803.601807
    UR302     MURN02     1519.224854   RMMC02     1795.859863
    UR302     URXT02              1.   MURN03    -1519.224854
    UR302     RMMC03    -1795.859863
    UR402     MURN02     2299.244629   RMMC02      3637.06958
    UR402     URXT02              1.   MURN03    -2299.244629
    UR402     RMMC03     -3637.06958
    UR502     MURN02     4290.109375   RMMC02     11926.14063
    UR502     URXT02              1.   MURN03    -4290.109375
    UR502     RMMC03    -11926.14063
    UR602     MURN02     6412.488281   RMMC02     27843.98828
    UR602     URXT02              1.   MURN03    -6412.488281
    UR602     RMMC03    -27843.98828
    ICOL02    BCOL02              1.   BIMP02    -1050.020752
    ICOL02    LNRG02              .8
    ICRO02    BCRO02              1.   BIMP02    -1500.029785
    ICRO02    LNRG02              .8
    IROP02    BROP02              1.   BIMP02    -1500.029785
    IROP02    LNRG02              .8
    IGAS02    BGAS02              1.   BIMP02    -1875.037109
    IGAS02    LNRG02              .8
    IELE02    BELE02              1.   BIMP02    -15532.80469
    IELE02    LNRG02              .8
    E1COL02   BCOL02             -1.   BTAW02      -85.984146
    E1COL02   BTRD02       -3.289011   BEXP02     1050.020752
    E1COL02   LNRG02              .2
    E1CRO02   BCRO02             -1.   BTAW02      -30.625748
    E1CRO02   BEXP02     1500.029785   LNRG02              .2
    E1ROP02   BROP02             -1.   BTAW02      -70.309738
    E1ROP02   BTRD02     -230.550491   BEXP02     1500.029785
    E1ROP02   LNRG02              .2
    E1GAS02   BGAS02             -1.   BTAW02      -76.420792
    E1GAS02   BTRD02       -49.76236   BEXP02     1875.037109
    E1GAS02   LNRG02              .2
    E1ELE02   BELE02             -1.   BTRD02     -937.608643
    E1ELE02   BEXP02     15532.80469   LNRG02              .2
    XCOL02    DCOL02        4.438329   BELE02        -.001258
    XCOL02    BROP02        -.009637   BMNG02        -.947448
    XCOL02    BCMP02      -24.317825   BSCG02       -3.473976
    XCOL02    BMET02      -15.790801   BTEX02       -5.684689
    XCOL02    BLUM02       -6.947953   BMFG02      -17.685699
    XCOL02    BTAW02       -8.842848   BTRD02      -21.475479
    XCOL02    BFIN02      -60.636673   BSVC02      -39.540161
    XCOL02    BMAC02      -41.056076   BCON02       -9.790298
    XCOL02    WRKF02         .046425
    XCRO02    DCRO02        2.892097   BELE02        -.000506
    XCRO02    BROP02        -.002062   BGAS02        -.007408
    XCRO02    BCMP02      -14.832966   BPPR02        -.071657
    XCRO02    BSCG02       -5.947518   BMET02       -8.598819
    XCRO02    BTEX02        -.358284   BMFG02       -9.172074
    XCRO02    BTAW02        -10.4619   BTRD02      -12.539948
    XCRO02    BFIN02     -180.718536   BSVC02      -33.972504
    XCRO02    BMAC02      -31.457352   BCON02      -34.323624
    XCRO02    WRKF02         .021354
    XROP02    DROP02         .813213   BELE02         -.00034
    XROP02    BCOL02        -.001514   BGAS02        -.025955
    XROP02    BMNG02       -2.427287   BCMP02      -30.167709
    XROP02    BFDS02       -1.194379   BPPR02       -6.164539
    XROP02    BSCG02       -2.234645   BMET02        -1.88789
    XROP02    BTEX02        -.154113   BLUM02        -.077057
    XROP02    BMFG02       -4.931628   BTAW02        -53.5159
    XROP02    BTRD02      -11.674094   BFIN02      -33.904953
    XROP02    BSVC02      -35.754318   BTRE02        -.115585
    XROP02    BMAC02       -3.390496   BCON02      -14.448135
    XROP02    WRKF02         .007051
    XGAS02    DGAS02        1.380471   BELE02        -.000499
    XGAS02    BCOL02        -.000874   BROP02        -.000706
    XGAS02    BCMP02        -.050194   BPPR02        -.458919
    XGAS02    BMET02       -1.362417   BTEX02        -.272483
    XGAS02    BMFG02        -.100389   BTAW02        -.243801
    XGAS02    BTRD02       -2.007772   BFIN02       -9.343314
    XGAS02    BSVC02      -36.476929   BCON02      -18.629242
    XGAS02    WRKF02         .005952
    XELE02    DELE02         .054373   BAGR02       -1.282765
    XELE02    BMNG02        -.097313   BCMP02       -4.732963
    XELE02    BFDS02        -.468873   BPPR02       -1.304882
    XELE02    BSCG02        -.110583   BMET02       -1.526049
    XELE02    BTEX02        -.592726   BLUM02         -.03981
    XELE02    BFAP02        -.008847   BMFG02       -1.809142
    XELE02    BTAW02      -29.401871   BTRD02       -8.497215
    XELE02    BFIN02      -12.248199   BSVC02     -127.378632
    XELE02    BTRE02        -.234437   BMAC02       -3.587321
    XELE02    BCON02      -52.058182   WRKF02         .016189
    XLWR02    KLWR02              1.   KLWR03             -.8
    XLWP02    KLWP02              1.   KLWP03             -.8
    XMMC02    KMMC02              1.   KMMC03             -.8
    XENR02    KENR02              1.   KENR03             -.8
    XFBR02    KFBR02              1.   KFBR03             -.8
    XRPR02    KRPR02              1.   KRPR03             -.8
    XECM02    KECM02              1.   KECM03             -.8
    XWCM02    KWCM02              1.   KWCM03             -.8
    XCLQ02    KCLQ02              1.   KCLQ03             -.8
    XREF02    KREF02              1.   KREF03             -.8
    XOSE02    KOSE02              1.   KOSE03             -.8
    XCFP02    KCFP02              1.   KCFP03             -.8
    XOFP02    KOFP02              1.   KOFP03             -.8
    XGFP02    KGFP02              1.   KGFP03             -.8
    XCGL02    KCGL02              1.   KCGL03             -.8
    XCGH02    KCGH02              1.   KCGH03             -.8
    XHYD02    KHYD02              1.   KHYD03             -.8
    XGEO02    KGEO02              1.   KGEO03             -.8
    XAGR02    KAGR02        1.111111   BCOL02        -.000313
    XAGR02    BROP02         -.01547   BGAS02        -.000622
    XAGR02    BELE02        -.000145   BAGR02      693.921387
    XAGR02    BMNG02       -2.120231   BCMP02      -42.404617
    XAGR02    BFDS02       -59.97226   BPPR02       -2.295588
    XAGR02    BSCG02        -.526072   BMET02        -.031883
    XAGR02    BTEX02       -3.363675   BLUM02        -.095649
    XAGR02    BFAP02       -1.881107   BMFG02       -3.395558
    XAGR02    BTAW02      -19.273376   BTRD02      -46.804504
    XAGR02    BFIN02      -51.300034   BSVC02      -34.570923
    XAGR02    BTRE02         -.60578   BMAC02       -5.962152
    XAGR02    BCON02       -9.676541   BIMP02        -.573897
    XAGR02    KAGR03        -.888889
    XMNG02    KMNG02        1.111111   BCOL02        -.004818
    XMNG02    BROP02        -.013134   BGAS02        -.023347
    XMNG02    BELE02         -.00155   BMNG02      912.246826
    XMNG02    BCMP02      -37.658508   BPPR02       -4.554051
    XMNG02    BSCG02      -21.544174   BMET02      -28.725555
    XMNG02    BTEX02       -2.627338   BLUM02       -2.802494
    XMNG02    BMFG02       -5.955297   BTAW02      -36.607574
    XMNG02    BTRD02      -19.792603   BFIN02      -66.384064
    XMNG02    BSVC02      -48.728363   BTRE02       -1.401247
    XMNG02    BMAC02      -38.884598   BCON02      -12.611225
    XMNG02    WRKF02         .035732   KMNG03        -.888889
    XCMP02    KCMP02        1.111111   BCOL02        -.007585
    XCMP02    BCRO02        -.000304   BROP02        -.029853
    XCMP02    BGAS02         -.01546   BELE02        -.000609
    XCMP02    BAGR02       -2.047639   BMNG02      -14.064934
    XCMP02    BCMP02      737.818359   BFDS02      -10.624226
    XCMP02    BPPR02      -24.336685   BSCG02       -6.814275
    XCMP02    BMET02      -10.792065   BTEX02      -15.860814
    XCMP02    BLUM02       -1.779097   BFAP02        -.302111
    XCMP02    BMFG02      -25.276596   BTAW02      -21.298798
    XCMP02    BTRD02       -28.75087   BFIN02      -26.803925
    XCMP02    BSVC02      -80.455353   BTRE02        -1.49377
    XCMP02    BMAC02       -9.868949   BCON02       -5.723319
    XCMP02    BIMP02       -4.682716   WRKF02         .025478
    XCMP02    KCMP03        -.888889
    XFDS02    KFDS02        1.111111   BCOL02        -.001701
    XFDS02    BROP02        -.002034   BGAS02        -.005806
    XFDS02    BELE02        -.000241   BAGR02     -300.949707
    XFDS02    BMNG02        -.126693   BCMP02      -16.998047
    XFDS02    BFDS02      839.785156   BPPR02       -28.36879
    XFDS02    BSCG02      -10.578908   BMET02         -.19004
    XFDS02    BTEX02       -1.541437   BLUM02        -.084462
    XFDS02    BFAP02       -1.224704   BMFG02      -31.462219
    XFDS02    BTAW02      -27.735321   BTRD02      -35.294693
    XFDS02    BFIN02      -12.088671   BSVC02      -50.456726
    XFDS02    BTRE02        -.042231   BMAC02       -2.660563
    XFDS02    BCON02       -2.840046   BIMP02      -13.915173
    XFDS02    WRKF02         .020091   KFDS03        -.888889
    XPPR02    KPPR02        1.111111   BCOL02        -.013038
    XPPR02    BROP02        -.005378   BGAS02        -.014605
    XPPR02    BELE02        -.000604   BMNG02        -3.87874
    XPPR02    BCMP02      -62.947739   BFDS02       -6.308794
    XPPR02    BPPR02       739.51709   BSCG02       -1.635612
    XPPR02    BMET02       -2.757176   BTEX02      -11.496022
    XPPR02    BLUM02      -56.031433   BFAP02        -.560782
    XPPR02    BMFG02      -23.365891   BTAW02      -37.478912
    XPPR02    BTRD02      -32.058014   BFIN02      -19.019836
    XPPR02    BSVC02      -48.942215   BMAC02       -7.804211
    XPPR02    BCON02         -7.0565   WRKF02         .031778
    XPPR02    KPPR03        -.888889
    XSCG02    KSCG02        1.111111   BCOL02         -.01565
    XSCG02    BROP02        -.006645   BGAS02         -.04504
    XSCG02    BELE02        -.000894   BMNG02      -62.278122
    XSCG02    BCMP02      -41.266983   BFDS02        -.411983
    XSCG02    BPPR02       -33.57663   BSCG02      894.326172
    XSCG02    BMET02      -12.290832   BTEX02       -6.042417
    XSCG02    BLUM02       -4.463151   BFAP02       -1.579268
    XSCG02    BMFG02      -14.625403   BTAW02      -52.047211
    XSCG02    BTRD02      -28.014847   BFIN02        -26.7789
    XSCG02    BSVC02      -45.956711   BTRE02       -1.029958
    XSCG02    BMAC02      -17.577942   BCON02      -10.986216
    XSCG02    BIMP02        -.068664   WRKF02         .044082
    XSCG02    KSCG03        -.888889
    XMET02    KMET02        1.111111   BCOL02         -.05247
    XMET02    BROP02         -.00291   BGAS02        -.024399
    XMET02    BELE02        -.000868   BMNG02      -55.160446
    XMET02    BCMP02      -17.301239   BFDS02         -.18319
    XMET02    BPPR02       -1.221264   BSCG02       -3.175288
    XMET02    BMET02      717.562256   BTEX02       -1.078783
    XMET02    BLUM02       -3.053161   BFAP02        -.549569
    XMET02    BMFG02      -22.634094   BTAW02      -39.874283
    XMET02    BTRD02      -34.195404   BFIN02      -10.808191
    XMET02    BSVC02      -67.073868   BTRE02       -3.684148
    XMET02    BMAC02      -38.469833   BCON02       -8.182473
    XMET02    BIMP02       -1.282328   WRKF02         .027071
    XMET02    KMET03        -.888889
    XTEX02    KTEX02        1.111111   BCOL02        -.001667
    XTEX02    BROP02        -.000959   BGAS02        -.002963
    XTEX02    BELE02        -.000326   BAGR02      -31.208527
    XTEX02    BMNG02        -.019288   BCMP02      -77.365509
    XTEX02    BFDS02       -5.940805   BPPR02       -9.239111
    XTEX02    BSCG02        -1.96741   BMET02        -.057865
    XTEX02    BTEX02      586.400146   BLUM02         -1.1573
    XTEX02    BFAP02        -.482208   BMFG02      -12.826744
    XTEX02    BTAW02      -11.630866   BTRD02      -31.941483
    XTEX02    BFIN02      -15.932164   BSVC02      -28.211105
    XTEX02    BTRE02         -.11573   BMAC02       -3.722649
    XTEX02    BCON02       -1.928833   BIMP02       -1.350183
    XTEX02    WRKF02         .052811   KTEX03        -.888889
    XLUM02    KLUM02        1.111111   BCOL02         -.00097
    XLUM02    BROP02        -.007605   BGAS02        -.006125
    XLUM02    BELE02        -.000457   BAGR02       -92.57811
    XLUM02    BMNG02        -.164583   BCMP02      -24.193741
    XLUM02    BPPR02       -7.488541   BSCG02       -8.476041
    XLUM02    BMET02       -3.785417   BTEX02       -3.291666
    XLUM02    BLUM02      712.637695   BFAP02          -5.925
    XLUM02    BMFG02      -22.136444   BTAW02      -35.303116
    XLUM02    BTRD02      -36.290619   BFIN02      -15.470832
    XLUM02    BSVC02      -28.168411   BTRE02          -.9875
    XLUM02    BMAC02       -6.171874   BCON02       -5.760416
    XLUM02    WRKF02         .052914   KLUM03        -.888889
    XFAP02    KFAP02        1.111111   BCOL02        -.001414
    XFAP02    BROP02        -.001255   BGAS02        -.004237
    XFAP02    BELE02        -.000308   BCMP02      -60.241394
    XFAP02    BFDS02        -.431838   BPPR02      -15.834059
    XFAP02    BSCG02       -11.51568   BMET02       -78.30661
    XFAP02    BTEX02      -36.346359   BLUM02      -77.658829
    XFAP02    BFAP02       975.60083   BMFG02      -88.670731
    XFAP02    BTAW02      -17.057587   BTRD02      -37.066086
    XFAP02    BFIN02      -20.296387   BSVC02      -54.267639
    XFAP02    BTRE02        -4.82219   BMAC02      -45.774826
    XFAP02    BCON02       -8.636757   BIMP02        -.143946
    XFAP02    WRKF02          .04923   KFAP03        -.888889
    XMFG02    KMFG02        1.111111   BCOL02        -.000552
    XMFG02    BROP02        -.001884   BGAS02        -.003573
    XMFG02    BELE02        -.000293   BAGR02        -.184443
    XMFG02    BMNG02        -.184443   BCMP02      -30.398041
    XMFG02    BFDS02        -.298623   BPPR02       -41.25386
    XMFG02    BSCG02       -6.077851   BMET02     -122.163055
    XMFG02    BTEX02        -5.75288   BLUM02       -3.232152
    XMFG02    BFAP02       -4.892144   BMFG02      857.161621
    XMFG02    BTAW02      -11.066607   BTRD02       -28.79953
    XMFG02    BFIN02      -23.661453   BSVC02      -57.650864
    XMFG02    BTRE02       -19.04158   BMAC02      -29.941315
    XMFG02    BCON02       -5.796793   BIMP02       -2.125491
    XMFG02    WRKF02         .041939   KMFG03        -.888889
    XTAW02    KTAW02        1.111111   BCOL02        -.000544
    XTAW02    BCRO02         -.00019   BROP02        -.034464
    XTAW02    BGAS02        -.002049   BELE02        -.000677
    XTAW02    BAGR02        -.870055   BMNG02        -.019774
    XTAW02    BCMP02        -7.94914   BFDS02        -3.28248
    XTAW02    BPPR02       -1.918076   BSCG02       -1.028247
    XTAW02    BMET02        -6.46609   BTEX02       -2.887001
    XTAW02    BLUM02        -.039548   BMFG02        -7.45479
    XTAW02    BTAW02      914.338867   BTRD02      -32.172256
    XTAW02    BFIN02       -42.33609   BSVC02      -77.173874
    XTAW02    BTRE02      -15.562124   BMAC02       -6.149705
    XTAW02    BCON02      -26.022552   BIMP02      -17.717484
    XTAW02    WRKF02         .056178   KTAW03        -.888889
    XTRD02    KTRD02        1.111111   BCOL02        -.000072
    XTRD02    BROP02         -.00734   BGAS02        -.005849
    XTRD02    BELE02        -.000748   BAGR02        -.912313
    XTRD02    BMNG02        -.036737   BCMP02       -7.831197
    XTRD02    BFDS02       -5.516737   BPPR02       -9.655826
    XTRD02    BSCG02       -1.763397   BMET02         -.48371
    XTRD02    BTEX02       -2.008313   BLUM02        -.563307
    XTRD02    BFAP02       -1.340917   BMFG02       -9.459893
    XTRD02    BTAW02       -7.561791   BTRD02       979.57373
    XTRD02    BFIN02      -67.854034   BSVC02     -108.014221
    XTRD02    BTRE02       -1.200089   BMAC02       -4.114594
    XTRD02    BCON02       -3.618639   BIMP02        -.281654
    XTRD02    WRKF02         .098946   KTRD03        -.888889
    XFIN02    KFIN02        1.111111   BCOL02        -.000928
    XFIN02    BCRO02         -.00038   BROP02          -.0044
    XFIN02    BGAS02        -.001816   BELE02        -.000295
    XFIN02    BAGR02      -15.462405   BMNG02         -.29831
    XFIN02    BCMP02       -3.704017   BFDS02         -.90736
    XFIN02    BPPR02       -1.839579   BSCG02        -.341814
    XFIN02    BMET02        -.615264   BTEX02        -.652553
    XFIN02    BLUM02        -.180229   BFAP02        -.229947
    XFIN02    BMFG02       -5.487661   BTAW02       -7.526114
    XFIN02    BTRD02      -13.734694   BFIN02      889.320557
    XFIN02    BSVC02      -85.641678   BTRE02       -1.100018
    XFIN02    BMAC02       -3.989897   BCON02      -45.542007
    XFIN02    BIMP02        -.503398   WRKF02         .022181
    XFIN02    KFIN03        -.888889
    XSVC02    KSVC02        1.111111   BCOL02        -.001894
    XSVC02    BROP02        -.002865   BGAS02        -.005292
    XSVC02    BELE02        -.000635   BAGR02       -3.028066
    XSVC02    BMNG02        -.010207   BCMP02      -11.629473
    XSVC02    BFDS02      -12.837637   BPPR02       -3.428859
    XSVC02    BSCG02       -1.395632   BMET02       -1.353783
    XSVC02    BTEX02       -2.376861   BLUM02        -.051035
    XSVC02    BFAP02        -.683526   BMFG02      -60.039734
    XSVC02    BTAW02      -22.973831   BTRD02      -18.665131
    XSVC02    BFIN02      -34.265457   BSVC02      909.951416
    XSVC02    BTRE02       -5.094636   BMAC02       -7.108808
    XSVC02    BCON02      -11.875122   BIMP02       -1.793703
    XSVC02    WRKF02         .088158   KSVC03        -.888889
    XTRE02    KTRE02        1.111111   BCOL02        -.001083
    XTRE02    BROP02        -.002115   BGAS02        -.002279
    XTRE02    BELE02        -.000209   BCMP02      -20.289261
    XTRE02    BPPR02       -1.998602   BSCG02       -7.580906
    XTRE02    BMET02      -84.644257   BTEX02      -11.784863
    XTRE02    BLUM02       -4.865561   BFAP02       -2.632642
    XTRE02    BMFG02      -96.608276   BTAW02      -12.887541
    XTRE02    BTRD02      -23.114868   BFIN02      -11.412709
    XTRE02    BSVC02      -44.644638   BTRE02      759.574707
    XTRE02    BMAC02      -67.277069   BCON02       -6.478228
    XTRE02    BIMP02       -1.102677   WRKF02         .026947
    XTRE02    KTRE03        -.888889
    XMAC02    KMAC02        1.111111   BCOL02        -.001121
    XMAC02    BROP02        -.003378   BGAS02        -.003396
    XMAC02    BELE02        -.000263   BMNG02        -.105128
    XMAC02    BCMP02      -16.445007   BFDS02        -.105128
    XMAC02    BPPR02       -4.385337   BSCG02       -7.809505
    XMAC02    BMET02     -122.459045   BTEX02        -1.30659
    XMAC02    BLUM02       -1.606956   BFAP02       -9.776901
    XMAC02    BMFG02      -72.132751   BTAW02       -8.485328
    XMAC02    BTRD02      -34.361832   BFIN02      -24.254517
    XMAC02    BSVC02      -44.533707   BTRE02      -18.112045
    XMAC02    BMAC02      826.313232   BCON02      -10.092284
    XMAC02    BIMP02        -.886079   WRKF02         .038297
    XMAC02    KMAC03        -.888889
    XCON02    KCON02        1.111111   BCOL02        -.000037
    XCON02    BROP02        -.016496   BGAS02        -.000442
    XCON02    BELE02        -.000046   BAGR02       -2.452465
    XCON02    BMNG02       -8.690867   BCMP02      -22.249359
    XCON02    BPPR02       -3.487536   BSCG02      -68.016281
    XCON02    BMET02       -43.15593   BTEX02        -2.66694
    XCON02    BLUM02      -46.158569   BFAP02       -8.457742
    XCON02    BMFG02     -111.349396   BTAW02      -24.767105
    XCON02    BTRD02      -77.826141   BFIN02      -13.511873
    XCON02    BSVC02      -63.122498   BTRE02        -.242449
    XCON02    BMAC02      -25.130768   BCON02      985.014404
    XCON02    BIMP02        -.941822   WRKF02         .039025
    XCON02    KCON03        -.888889
    CONS02    OBJ          -1.019509   BIMP02          -19.51
    CONS02    POPL02           1000.   DNRG02          -.0169
    CONS02    BAGR02       -8.298427   BCMP02       -7.942714
    CONS02    BFDS02      -92.553726   BPPR02       -1.833644
    CONS02    BSCG02       -1.467948   BTEX02       -66.82193
    CONS02    BFAP02      -13.010438   BMFG02      -35.386673
    CONS02    BTAW02      -35.536682   BTRD02     -191.764771
    CONS02    BFIN02     -177.045273   BSVC02     -240.282166
    CONS02    BTRE02      -40.103775   BMAC02        -.940706
    CONS02    BCON02      -66.048141   EGOV02          -.3462
    CNRG02    DNRG02              1.   BROP02          -.6296
    CNRG02    BGAS02          -.2572   BELE02        -.033177
    APCC02    POPL02     -222.799988   UMOB02              1.
    APCC02    UMOB03             -1.
    GOVT02    BCOL02        -.001458   BROP02        -.006819
    GOVT02    BGAS02        -.005441   BELE02        -.000551
    GOVT02    BAGR02        7.501156   BMNG02        -.239763
    GOVT02    BCMP02      -18.398941   BFDS02       -6.456474
    GOVT02    BPPR02       -1.998024   BSCG02        -.633659
    GOVT02    BMET02       -1.712592   BTEX02       -3.819081
    GOVT02    BLUM02        -.194094   BFAP02       -3.059832
    GOVT02    BMFG02        -105.353   BTAW02      -24.609955
    GOVT02    BTRD02      -10.167092   BFIN02       -7.809422
    GOVT02    BSVC02     -534.786865   BTRE02      -68.218277
    GOVT02    BMAC02      -21.521576   BCON02     -178.948807
    GOVT02    BIMP02         -22.646   EGOV02              1.
    CAPF02    BCMP02         -.35435   BMET02        -.401597
    CAPF02    BTEX02       -1.051239   BLUM02        -.082682
    CAPF02    BFAP02      -22.725662   BMFG02      -80.862732
    CAPF02    BTAW02        -9.79188   BTRD02      -77.295609
    CAPF02    BFIN02      -24.851761   BSVC02       21.556305
    CAPF02    BTRE02     -175.415192   BMAC02     -282.877686
    CAPF02    BCON02     -345.845703   BIMP02          -7.772
    CAPF02    ECAP02              1.   ECP502              1.
    XIMP02    BIMP02              1.   BTRB02             -1.
    XIMP02    LTAW02          -.0334
    XEXP02    BEXP02             -1.   BTRB02              1.
    IAGR02    BAGR02              1.   BTAW02        -.123939
    IAGR02    BTRD02        -.097273   BIMP02             -1.
    IMNG02    BMNG02              1.   BTAW02        -.202564
    IMNG02    BTRD02        -.002564   BIMP02             -1.
    ICMP02    BCMP02              1.   BTAW02        -.042059
    ICMP02    BTRD02        -.055242   BIMP02             -1.
    IFDS02    BFDS02              1.   BTAW02        -.027922
    IFDS02    BTRD02        -.076187   BIMP02             -1.
    IPPR02    BPPR02              1.   BTAW02        -.063893
    IPPR02    BTRD02        -.054978   BIMP02             -1.
    ISCG02    BSCG02              1.   BTAW02        -.065217
    ISCG02    BTRD02        -.093168   BIMP02             -1.
    IMET02    BMET02              1.   BTAW02        -.028916
    IMET02    BTRD02        -.028112   BIMP02             -1.
    ITEX02    BTEX02              1.   BTAW02        -.012403
    ITEX02    BTRD02        -.065116   BIMP02             -1.
    ILUM02    BLUM02              1.   BTAW02        -.089918
    ILUM02    BTRD02         -.06812   BIMP02             -1.
    IFAP02    BFAP02              1.   BTAW02        -.025641
    IFAP02    BTRD02        -.117949   BIMP02             -1.
    IMFG02    BMFG02              1.   BTAW02        -.013088
    IMFG02    BTRD02         -.08734   BIMP02             -1.
    ITAW02    BTAW02              1.   BIMP02             -1.
    ITAW02    LTAW02              1.
    ITRD02    BTRD02              1.   BIMP02             -1.
    IFIN02    BFIN02              1.   BIMP02             -1.
    ISVC02    BSVC02              1.   BIMP02             -1.
    ITRE02    BTAW02        -.018287   BTRD02        -.114228
    ITRE02    BTRE02              1.   BIMP02             -1.
    IMAC02    BTAW02        -.013901   BTRD02        -.089097
    IMAC02    BMAC02              1.   BIMP02             -1.
    ICON02    BTAW02        -.021739   BTRD02        -.092391
    ICON02    BCON02              1.   BIMP02             -1.
    E1AGR02   BAGR02        -.818859   BTAW02        -.101489
    E1AGR02   BTRD02        -.079653   BEXP02              1.
    E1MNG02   BMNG02        -.829787   BTAW02        -.168085
    E1MNG02   BTRD02        -.002128   BEXP02              1.
    E1CMP02   BCMP02        -.911327   BTAW02         -.03833
    E1CMP02   BTRD02        -.050343   BEXP02              1.
    E1FDS02   BFDS02        -.905708   BTAW02        -.025289
    E1FDS02   BTRD02        -.069003   BEXP02              1.
    E1PPR02   BPPR02        -.893758   BTAW02        -.057105
    E1PPR02   BTRD02        -.049137   BEXP02              1.
    E1SCG02   BSCG02        -.863271   BTAW02          -.0563
    E1SCG02   BTRD02        -.080429   BEXP02              1.
    E1MET02   BMET02        -.946049   BTAW02        -.027356
    E1MET02   BTRD02        -.026596   BEXP02              1.
    E1TEX02   BTEX02        -.928058   BTAW02        -.011511
    E1TEX02   BTRD02        -.060432   BEXP02              1.
    E1LUM02   BLUM02        -.863529   BTAW02        -.077647
    E1LUM02   BTRD02        -.058824   BEXP02              1.
    E1FAP02   BFAP02        -.874439   BTAW02        -.022422
    E1FAP02   BTRD02        -.103139   BEXP02              1.
    E1MFG02   BMFG02        -.908738   BTAW02        -.011893
    E1MFG02   BTRD02        -.079369   BEXP02              1.
    E1TAW02   BTAW02             -1.   BEXP02              1.
    E1TRD02   BTRD02             -1.   BEXP02              1.
    E1FIN02   BFIN02             -1.   BEXP02              1.
    E1SVC02   BSVC02             -1.   BEXP02              1.
    E1TRE02   BTAW02        -.016147   BTRD02        -.100863
    E1TRE02   BTRE02         -.88299   BEXP02              1.
    E1MAC02   BTAW02        -.012602   BTRD02        -.080777
    E1MAC02   BMAC02         -.90662   BEXP02              1.
    E1CON02   BTAW02        -.019512   BTRD02        -.082927
    E1CON02   BCON02        -.897561   BEXP02              1.
    E2AGR02   BAGR02        -.818859   BTAW02        -.101489
    E2AGR02   BTRD02        -.079653   BEXP02         .401143
    E2MNG02   BMNG02        -.829787   BTAW02        -.168085
    E2MNG02   BTRD02        -.002128   BEXP02         .717842
    E2CMP02   BCMP02        -.911327   BTAW02         -.03833
    E2CMP02   BTRD02        -.050343   BEXP02         .572148
    E2FDS02   BFDS02        -.905708   BTAW02        -.025289
    E2FDS02   BTRD02        -.069003   BEXP02         .422315
    E2PPR02   BPPR02        -.893758   BTAW02        -.057105
    E2PPR02   BTRD02        -.049137   BEXP02         .567646
    E2SCG02   BSCG02        -.863271   BTAW02          -.0563
    E2SCG02   BTRD02        -.080429   BEXP02         .471337
    E2MET02   BMET02        -.946049   BTAW02        -.027356
    E2MET02   BTRD02        -.026596   BEXP02         .789011
    E2TEX02   BTEX02        -.928058   BTAW02        -.011511
    E2TEX02   BTRD02        -.060432   BEXP02         .492619
    E2LUM02   BLUM02        -.863529   BTAW02        -.077647
    E2LUM02   BTRD02        -.058824   BEXP02         .547529
    E2FAP02   BFAP02        -.874439   BTAW02        -.022422
    E2FAP02   BTRD02        -.103139   BEXP02         .541174
    E2MFG02   BMFG02        -.908738   BTAW02        -.011893
    E2MFG02   BTRD02        -.079369   BEXP02          .51627
    E2TAW02   BTAW02             -1.
    E2TRD02   BTRD02             -1.
    E2FIN02   BFIN02             -1.
    E2SVC02   BSVC02             -1.
    E2TRE02   BTAW02        -.016147   BTRD02        -.100863
    E2TRE02   BTRE02         -.88299   BEXP02         .556971
    E2MAC02   BTAW02        -.012602   BTRD02        -.080777
    E2MAC02   BMAC02         -.90662   BEXP02         .634353
    E2CON02   BTAW02        -.019512   BTRD02        -.082927
    E2CON02   BCON02        -.897561   BEXP02            .375
    ULWR02    KLWR02              1.   KLWR03             -.8
    ULWP02    KLWP02              1.   KLWP03             -.8
    UMMC02    KMMC02              1.   KMMC03             -.8
    UENR02    KENR02              1.   KENR03             -.8
    UFBR02    KFBR02              1.   KFBR03             -.8
    URPR02    KRPR02              1.   KRPR03             -.8
    UECM02    KECM02              1.   KECM03             -.8
    UWCM02    KWCM02              1.   KWCM03             -.8
    UCLQ02    KCLQ02              1.   KCLQ03             -.8
    UREF02    KREF02              1.   KREF03             -.8
    UOSE02    KOSE02              1.   KOSE03             -.8
    UCFP02    KCFP02              1.   KCFP03             -.8
    UOFP02    KOFP02              1.   KOFP03             -.8
    UGFP02    KGFP02              1.   KGFP03             -.8
    UCGL02    KCGL02              1.   KCGL03             -.8
    UCGH02    KCGH02              1.   KCGH03             -.8
    UHYD02    KHYD02              1.   KHYD03             -.8
    UGEO02    KGEO02              1.   KGEO03             -.8
    UAGR02    KAGR02              1.   KAGR03             -.8
    UMNG02    KMNG02              1.   KMNG03             -.8
    UCMP02    KCMP02              1.   KCMP03             -.8
    UFDS02    KFDS02              1.   KFDS03             -.8
    UPPR02    KPPR02              1.   KPPR03             -.8
    USCG02    KSCG02              1.   KSCG03             -.8
    UMET02    KMET02              1.   KMET03             -.8
    UTEX02    KTEX02              1.   KTEX03             -.8
    ULUM02    KLUM02              1.   KLUM03             -.8
    UFAP02    KFAP02              1.   KFAP03             -.8
    UMFG02    KMFG02              1.   KMFG03             -.8
    UTAW02    KTAW02              1.   KTAW03             -.8
    UTRD02    KTRD02              1.   KTRD03             -.8
    UFIN02    KFIN02              1.   KFIN03             -.8
    USVC02    KSVC02              1.   KSVC03             -.8
    UTRE02    KTRE02              1.   KTRE03             -.8
    UMAC02    KMAC02              1.   KMAC03             -.8
    UCON02    KCON02              1.   KCON03             -.8
    WLWR02    MURF02       -9.838104   MURF03      -39.352417
    WLWR02    ECAP02      -33.585495   ETDE02      -23.509842
    WLWR02    KLWR02             -1.   KLWR03             -4.
    WLWP02    MURN02       -8.921747   MPLU02        -.276048
    WLWP02    MURN03      -35.686981   MPLU03       -1.104192
    WLWP02    ECAP02      -34.432404   ETDE02      -24.102676
    WLWP02    KLWP02             -1.   KLWP03             -4.
    WMMC02    ECAP02        -.032029   KMMC02             -1.
    WMMC02    KMMC03             -4.
    WENR02    ECAP02        -.224371   KENR02             -1.
    WENR02    KENR03             -4.
    WFBR02    MPLU02        -.465639   MTLN02       -5.033102
    WFBR02    MPLU03       -1.862556   MTLN03      -20.132416
    WFBR02    ECAP02      -44.428299   ETDE02      -31.099808
    WFBR02    KFBR02             -1.   KFBR03             -4.
    WRPR02    ECAP02       -2.096846   KRPR02             -1.
    WRPR02    KRPR03             -4.
    WECM02    ECAP02        -.014564   KECM02             -1.
    WECM02    KECM03             -4.
    WWCM02    ECAP02        -.005172   KWCM02             -1.
    WWCM02    KWCM03             -4.
    WCLQ02    ECAP02       -6.160605   KCLQ02             -1.
    WCLQ02    KCLQ03             -4.
    WREF02    ECAP02        -.481851   KREF02             -1.
    WREF02    KREF03             -4.
    WOSE02    ECAP02       -1.682063   KOSE02             -1.
    WOSE02    KOSE03             -4.
    WCFP02    ECAP02      -23.936646   ETDE02      -16.755646
    WCFP02    KCFP02             -1.   KCFP03             -4.
    WOFP02    ECAP02      -17.952484   ETDE02      -12.566738
    WOFP02    KOFP02             -1.   KOFP03             -4.
    WGFP02    ECAP02      -10.970949   ETDE02       -7.679664
    WGFP02    KGFP02             -1.   KGFP03             -4.
    WCGL02    ECAP02      -75.702805   ETDE02      -52.991959
    WCGL02    KCGL02             -1.   KCGL03             -4.
    WCGH02    ECAP02       -6.383089   KCGH02             -1.
    WCGH02    KCGH03             -4.
    WHYD02    ECAP02      -33.710693   ETDE02      -23.597473
    WHYD02    KHYD02             -1.   KHYD03             -4.
    WGEO02    ECAP02      -47.873169   ETDE02      -33.511215
    WGEO02    KGEO02             -1.   KGEO03             -4.
    WTDE02    ECAP02             -1.   ETDE02              1.
    WAGR02    ECAP02        -1.14185   KAGR02             -1.
    WAGR02    KAGR03             -4.
    WMNG02    ECAP02        -1.39724   KMNG02             -1.
    WMNG02    KMNG03             -4.
    WCMP02    ECAP02        -.733089   KCMP02             -1.
    WCMP02    KCMP03             -4.
    WFDS02    ECAP02        -.420023   KFDS02             -1.
    WFDS02    KFDS03             -4.
    WPPR02    ECAP02        -.728128   KPPR02             -1.
    WPPR02    KPPR03             -4.
    WSCG02    ECAP02        -.751806   KSCG02             -1.
    WSCG02    KSCG03             -4.
    WMET02    ECAP02         -.89271   KMET02             -1.
    WMET02    KMET03             -4.
    WTEX02    ECAP02        -.373186   KTEX02             -1.
    WTEX02    KTEX03             -4.
    WLUM02    ECAP02        -.528003   KLUM02             -1.
    WLUM02    KLUM03             -4.
    WFAP02    ECAP02         -.33667   KFAP02             -1.
    WFAP02    KFAP03             -4.
    WMFG02    ECAP02        -.411666   KMFG02             -1.
    WMFG02    KMFG03             -4.
    WTAW02    ECAP02        -1.41581   KTAW02             -1.
    WTAW02    KTAW03             -4.
    WTRD02    ECAP02            -1.1   KTRD02             -1.
    WTRD02    KTRD03             -4.
    WFIN02    ECAP02        -.131806   KFIN02             -1.
    WFIN02    KFIN03             -4.
    WSVC02    ECAP02       -1.591249   KSVC02             -1.
    WSVC02    KSVC03             -4.
    WTRE02    ECAP02        -.258494   KTRE02             -1.
    WTRE02    KTRE03             -4.
    WMAC02    ECAP02         -.47393   KMAC02             -1.
    WMAC02    KMAC03             -4.
    WCON02    ECAP02        -.220969   KCON02             -1.
    WCON02    KCON03             -4.
    PLWU03    DELE03             -1.   BELE03              .9
    PLWU03    MURE03      -20.867584   MSPF03       20.867584
    PLWU03    KLWR03        1.538461   KLWR04       -1.538461
    PLWU03    NRGP03         -10.355
    PLWP03    DELE03             -1.   BELE03              .9
    PLWP03    MURN03      -27.914734   MPLU03       -1.529699
    PLWP03    MSPF03       29.444443   KLWP03        1.538461
    PLWP03    KLWP04       -1.538461   NRGP03         -10.355
    PNR103    BELE03          -.0027   MURN03       -9.192495
    PNR103    MURE03          1.2595   MTLN03           7.933
    PNR103    KENR03              1.   KENR04             -1.
    PNR203    BELE03          -.0027   MURC03          -8.261
    PNR203    MURE03        1.459499   MTLN03        6.801496
    PNR203    KENR03              1.   KENR04             -1.
    PNR303    BELE03          -.0027   MURN03         -10.793
    PNR303    MURF03        2.112499   MTLN03        8.680496
    PNR303    KENR03              1.   KENR04             -1.
    PMMC03    RMMC03             -5.   BMNG03           -15.4
    PMMC03    KMMC03              1.   KMMC04             -1.
    PFBR03    DELE03             -1.   BELE03              .9
    PFBR03    MPLU03         -1.3775   MTLN03      -15.662098
    PFBR03    KFBR03       10.000003   KFBR04      -10.000003
    PFBR03    NRGP03         -10.355
    PRPR03    MURC03          27.715   MPLU03            1.11
    PRPR03    MTLN03       19.069992   MSPF03            -50.
    PRPR03    KRPR03              1.   KRPR04             -1.
    PECM03    DCOL03          -.0258   BCOL03           .0258
    PECM03    KECM03              1.   KECM04             -1.
    PECM03    NRGP03          -.0258
    PWCM03    DCOL03           -.016   BCOL03            .016
    PWCM03    KWCM03              1.   KWCM04             -1.
    PWCM03    NRGP03           -.016
    PCLQ03    DROP03             -1.   BCOL03          -1.575
    PCLQ03    BROP03              1.   KCLQ03              1.
    PCLQ03    KCLQ04             -1.
    PREF03    DROP03           -.549   BCRO03             -.6
    PREF03    BROP03            .549   KREF03              1.
    PREF03    KREF04             -1.
    POSE03    DCRO03             -.6   BCRO03              .6
    POSE03    KOSE03              1.   KOSE04             -1.
    POSE03    NRGP03             -.6
    PCFP03    DELE03             -1.   BCOL03         -10.355
    PCFP03    BELE03              .9   KCFP03        1.851851
    PCFP03    KCFP04       -1.851851
    POFP03    DELE03             -1.   BROP03         -10.355
    POFP03    BELE03              .9   KOFP03        1.886792
    POFP03    KOFP04       -1.886792
    PGFP03    DELE03             -1.   BGAS03         -10.355
    PGFP03    BELE03              .9   KGFP03        1.886792
    PGFP03    KGFP04       -1.886792
    PCGL03    DELE03             -1.   BCOL03         -15.986
    PCGL03    BELE03              .9   KCGL03              1.
    PCGL03    KCGL04             -1.
    PCGH03    DGAS03             -1.   BCOL03          -1.826
    PCGH03    BGAS03              1.   KCGH03              1.
    PCGH03    KCGH04             -1.
    PHYD03    DELE03             -1.   BELE03              .9
    PHYD03    KHYD03        1.886792   KHYD04       -1.886792
    PHYD03    NRGP03         -10.355
    PGEO03    DELE03             -1.   BELE03              .9
    PGEO03    KGEO03        1.333333   KGEO04       -1.333333
    PGEO03    NRGP03         -10.355
    POF103    OVXT03              1.   KODR03           1800.
    POF103    BOIP03            78.6
    POF203    OVXT03              1.   KODR03           3600.
    POF203    BOIP03           136.5
    POF303    OVXT03              1.   KODR03           5400.
    POF303    BOIP03           166.7
    PODR03    KODR03             -1.   ECAP03          -.0052
    POIP03    BOIP03             -1.   OSRB03          .00351
    POIP03    OTRB03          .00039   ODPL03           .0135
    POIP03    OSRB04          .06173   OTRB04          .05581
    POF403    OVXT03              1.   KODR03           7200.
    POF403    BOIP03           182.6
    POF503    OVXT03              1.   KODR03           9000.
    POF503    BOIP03           190.9
    POF603    OVXT03              1.   KODR03          10800.
    POF603    BOIP03           195.2
    POF703    OVXT03              1.   KODR03          12600.
    POF703    BOIP03           197.5
    PPOR03    ODPL03            .094   BORS03             -1.
    PSRN03    OSRB03             -1.
    PSRA03    OSRB03             -1.   ODPL03            .043
    PSRA03    ECAP03          -.1558
    PTRN03    OTRB03             -1.
    PTRA03    OTRB03             -1.   ODPL03            .043
    PTRA03    ECAP03            -.25
    PGF103    GVXT03              1.   KGDR03           1426.
    PGF103    BGSF03            275.
    PGF203    GVXT03              1.   KGDR03           2000.
    PGF203    BGSF03      366.099854
    PGF303    GVXT03              1.   KGDR03           3000.
    PGF303    BGSF03      458.799805
    PGDR03    KGDR03             -1.   ECAP03          -.0052
    PGRA03    BGSF03             -1.   GDPL03            .043
    PGF403    GVXT03              1.   KGDR03           4000.
    PGF403    BGSF03      504.599854
    PGF503    GVXT03              1.   KGDR03           5000.
    PGF503    BGSF03           527.5
    PGF603    GVXT03              1.   KGDR03           6000.
    PGF603    BGSF03      538.899902
    PGF703    GVXT03              1.   KGDR03           7000.
    PGF703    BGSF03           544.5
    PGF803    GVXT03              1.   KGDR03           8000.
    PGF803    BGSF03      547.299805
    PPGR03    GDPL03            .094   BGRS03             -1.
    PGPR03    GDPL03             -1.   BCRO03            .198
    PGPR03    BGAS03             .85   DCRO03          -1.198
    PGPR03    DGAS03             -1.   NRGP03          -1.198
    POPR03    ODPL03           -.167   BCRO03              1.
    POPR03    BGAS03          .15555   DCRO03          -1.183
    POPR03    DGAS03           -.183   NRGP03          -1.183
    PNRG03    NRGP03              1.   LNRG03             -.2
    UCOL03    BCOL03             -1.   LNRG03              .2
    UCRO03    BCRO03             -1.   LNRG03              .2
    UROP03    BROP03             -1.   LNRG03              .2
    UGAS03    BGAS03             -1.   LNRG03              .2
    UELE03    BELE03             -1.   LNRG03              .2
    NURC03    MURC03             -1.   MURC04              1.
    NURE03    MURE03             -1.   MURE04              1.
    NURF03    MURF03             -1.   MURF04              1.
    NPLU03    MPLU03             -1.   MPLU04              1.
    NTLN03    MTLN03             -1.   MTLN04              1.
    NSPF03    MSPF03             -1.   MSPF04              1.
    UR103     MURN03      285.704834   RMMC03      285.704834
    UR103     URXT03              1.   MURN04     -285.704834
    UR103     RMMC04     -285.704834
    UR203     MURN03      780.019775   RMMC03      803.601807
    UR203     URXT03              1.   MURN04     -780.019775
    UR203     RMMC04     -803.601807
    UR303     MURN03     1519.224854   RMMC03     1795.859863
    UR303     URXT03              1.   MURN04    -1519.224854
    UR303     RMMC04    -1795.859863
    UR403     MURN03     2299.244629   RMMC03      3637.06958
    UR403     URXT03              1.   MURN04    -2299.244629
    UR403     RMMC04     -3637.06958
    UR503     MURN03     4290.109375   RMMC03     11926.14063
    UR503     URXT03              1.   MURN04    -4290.109375
    UR503     RMMC04    -11926.14063
    UR603     MURN03     6412.488281   RMMC03     27843.98828
    UR603     URXT03              1.   MURN04    -6412.488281
    UR603     RMMC04    -27843.98828
    ICOL03    BCOL03              1.   BIMP03    -1050.020752
    ICOL03    LNRG03              .8
    ICRO03    BCRO03              1.   BIMP03    -1500.029785
    ICRO03    LNRG03              .8
    IROP03    BROP03              1.   BIMP03    -1500.029785
    IROP03    LNRG03              .8
    IGAS03    BGAS03              1.   BIMP03    -1875.037109
    IGAS03    LNRG03              .8
    IELE03    BELE03              1.   BIMP03    -15532.80469
    IELE03    LNRG03              .8
    E1COL03   BCOL03             -1.   BTAW03      -85.984146
    E1COL03   BTRD03       -3.289011   BEXP03     1050.020752
    E1COL03   LNRG03              .2
    E1CRO03   BCRO03             -1.   BTAW03      -30.625748
    E1CRO03   BEXP03     1500.029785   LNRG03              .2
    E1ROP03   BROP03             -1.   BTAW03      -70.309738
    E1ROP03   BTRD03     -230.550491   BEXP03     1500.029785
    E1ROP03   LNRG03              .2
    E1GAS03   BGAS03             -1.   BTAW03      -76.420792
    E1GAS03   BTRD03       -49.76236   BEXP03     1875.037109
    E1GAS03   LNRG03              .2
    E1ELE03   BELE03             -1.   BTRD03     -937.608643
    E1ELE03   BEXP03     15532.80469   LNRG03              .2
    XCOL03    DCOL03        4.438329   BELE03        -.001258
    XCOL03    BROP03        -.009637   BMNG03        -.947448
    XCOL03    BCMP03      -24.317825   BSCG03       -3.473976
    XCOL03    BMET03      -15.790801   BTEX03       -5.684689
    XCOL03    BLUM03       -6.947953   BMFG03      -17.685699
    XCOL03    BTAW03       -8.842848   BTRD03      -21.475479
    XCOL03    BFIN03      -60.636673   BSVC03      -39.540161
    XCOL03    BMAC03      -41.056076   BCON03       -9.790298
    XCOL03    WRKF03         .046425
    XCRO03    DCRO03        2.892097   BELE03        -.000506
    XCRO03    BROP03        -.002062   BGAS03        -.007408
    XCRO03    BCMP03      -14.832966   BPPR03        -.071657
    XCRO03    BSCG03       -5.947518   BMET03       -8.598819
    XCRO03    BTEX03        -.358284   BMFG03       -9.172074
    XCRO03    BTAW03        -10.4619   BTRD03      -12.539948
    XCRO03    BFIN03     -180.718536   BSVC03      -33.972504
    XCRO03    BMAC03      -31.457352   BCON03      -34.323624
    XCRO03    WRKF03         .021354
    XROP03    DROP03         .813213   BELE03         -.00034
    XROP03    BCOL03        -.001514   BGAS03        -.025955
    XROP03    BMNG03       -2.427287   BCMP03      -30.167709
    XROP03    BFDS03       -1.194379   BPPR03       -6.164539
    XROP03    BSCG03       -2.234645   BMET03        -1.88789
    XROP03    BTEX03        -.154113   BLUM03        -.077057
    XROP03    BMFG03       -4.931628   BTAW03        -53.5159
    XROP03    BTRD03      -11.674094   BFIN03      -33.904953
    XROP03    BSVC03      -35.754318   BTRE03        -.115585
    XROP03    BMAC03       -3.390496   BCON03      -14.448135
    XROP03    WRKF03         .007051
    XGAS03    DGAS03        1.380471   BELE03        -.000499
    XGAS03    BCOL03        -.000874   BROP03        -.000706
    XGAS03    BCMP03        -.050194   BPPR03        -.458919
    XGAS03    BMET03       -1.362417   BTEX03        -.272483
    XGAS03    BMFG03        -.100389   BTAW03        -.243801
    XGAS03    BTRD03       -2.007772   BFIN03       -9.343314
    XGAS03    BSVC03      -36.476929   BCON03      -18.629242
    XGAS03    WRKF03         .005952
    XELE03    DELE03         .054373   BAGR03       -1.282765
    XELE03    BMNG03        -.097313   BCMP03       -4.732963
    XELE03    BFDS03        -.468873   BPPR03       -1.304882
    XELE03    BSCG03        -.110583   BMET03       -1.526049
    XELE03    BTEX03        -.592726   BLUM03         -.03981
    XELE03    BFAP03        -.008847   BMFG03       -1.809142
    XELE03    BTAW03      -29.401871   BTRD03       -8.497215
    XELE03    BFIN03      -12.248199   BSVC03     -127.378632
    XELE03    BTRE03        -.234437   BMAC03       -3.587321
    XELE03    BCON03      -52.058182   WRKF03         .016189
    XLWR03    KLWR03              1.   KLWR04             -.8
    XLWP03    KLWP03              1.   KLWP04             -.8
    XMMC03    KMMC03              1.   KMMC04             -.8
    XENR03    KENR03              1.   KENR04             -.8
    XFBR03    KFBR03              1.   KFBR04             -.8
    XRPR03    KRPR03              1.   KRPR04             -.8
    XECM03    KECM03              1.   KECM04             -.8
    XWCM03    KWCM03              1.   KWCM04             -.8
    XCLQ03    KCLQ03              1.   KCLQ04             -.8
    XREF03    KREF03              1.   KREF04             -.8
    XOSE03    KOSE03              1.   KOSE04             -.8
    XCFP03    KCFP03              1.   KCFP04             -.8
    XOFP03    KOFP03              1.   KOFP04             -.8
    XGFP03    KGFP03              1.   KGFP04             -.8
    XCGL03    KCGL03              1.   KCGL04             -.8
    XCGH03    KCGH03              1.   KCGH04             -.8
    XHYD03    KHYD03              1.   KHYD04             -.8
    XGEO03    KGEO03              1.   KGEO04             -.8
    XAGR03    KAGR03        1.111111   BCOL03        -.000313
    XAGR03    BROP03         -.01547   BGAS03        -.000622
    XAGR03    BELE03        -.000145   BAGR03      693.921387
    XAGR03    BMNG03       -2.120231   BCMP03      -42.404617
    XAGR03    BFDS03       -59.97226   BPPR03       -2.295588
    XAGR03    BSCG03        -.526072   BMET03        -.031883
    XAGR03    BTEX03       -3.363675   BLUM03        -.095649
    XAGR03    BFAP03       -1.881107   BMFG03       -3.395558
    XAGR03    BTAW03      -19.273376   BTRD03      -46.804504
    XAGR03    BFIN03      -51.300034   BSVC03      -34.570923
    XAGR03    BTRE03         -.60578   BMAC03       -5.962152
    XAGR03    BCON03       -9.676541   BIMP03        -.573897
    XAGR03    KAGR04        -.888889
    XMNG03    KMNG03        1.111111   BCOL03        -.004818
    XMNG03    BROP03        -.013134   BGAS03        -.023347
    XMNG03    BELE03         -.00155   BMNG03      912.246826
    XMNG03    BCMP03      -37.658508   BPPR03       -4.554051
    XMNG03    BSCG03      -21.544174   BMET03      -28.725555
    XMNG03    BTEX03       -2.627338   BLUM03       -2.802494
    XMNG03    BMFG03       -5.955297   BTAW03      -36.607574
    XMNG03    BTRD03      -19.792603   BFIN03      -66.384064
    XMNG03    BSVC03      -48.728363   BTRE03       -1.401247
    XMNG03    BMAC03      -38.884598   BCON03      -12.611225
    XMNG03    WRKF03         .035732   KMNG04        -.888889
    XCMP03    KCMP03        1.111111   BCOL03        -.007585
    XCMP03    BCRO03        -.000304   BROP03        -.029853
    XCMP03    BGAS03         -.01546   BELE03        -.000609
    XCMP03    BAGR03       -2.047639   BMNG03      -14.064934
    XCMP03    BCMP03      737.818359   BFDS03      -10.624226
    XCMP03    BPPR03      -24.336685   BSCG03       -6.814275
    XCMP03    BMET03      -10.792065   BTEX03      -15.860814
    XCMP03    BLUM03       -1.779097   BFAP03        -.302111
    XCMP03    BMFG03      -25.276596   BTAW03      -21.298798
    XCMP03    BTRD03       -28.75087   BFIN03      -26.803925
    XCMP03    BSVC03      -80.455353   BTRE03        -1.49377
    XCMP03    BMAC03       -9.868949   BCON03       -5.723319
    XCMP03    BIMP03       -4.682716   WRKF03         .025478
    XCMP03    KCMP04        -.888889
    XFDS03    KFDS03        1.111111   BCOL03        -.001701
    XFDS03    BROP03        -.002034   BGAS03        -.005806
    XFDS03    BELE03        -.000241   BAGR03     -300.949707
    XFDS03    BMNG03        -.126693   BCMP03      -16.998047
    XFDS03    BFDS03      839.785156   BPPR03       -28.36879
    XFDS03    BSCG03      -10.578908   BMET03         -.19004
    XFDS03    BTEX03       -1.541437   BLUM03        -.084462
    XFDS03    BFAP03       -1.224704   BMFG03      -31.462219
    XFDS03    BTAW03      -27.735321   BTRD03      -35.294693
    XFDS03    BFIN03      -12.088671   BSVC03      -50.456726
    XFDS03    BTRE03        -.042231   BMAC03       -2.660563
    XFDS03    BCON03       -2.840046   BIMP03      -13.915173
    XFDS03    WRKF03         .020091   KFDS04        -.888889
    XPPR03    KPPR03        1.111111   BCOL03        -.013038
    XPPR03    BROP03        -.005378   BGAS03        -.014605
    XPPR03    BELE03        -.000604   BMNG03        -3.87874
    XPPR03    BCMP03      -62.947739   BFDS03       -6.308794
    XPPR03    BPPR03       739.51709   BSCG03       -1.635612
    XPPR03    BMET03       -2.757176   BTEX03      -11.496022
    XPPR03    BLUM03      -56.031433   BFAP03        -.560782
    XPPR03    BMFG03      -23.365891   BTAW03      -37.478912
    XPPR03    BTRD03      -32.058014   BFIN03      -19.019836
    XPPR03    BSVC03      -48.942215   BMAC03       -7.804211
    XPPR03    BCON03         -7.0565   WRKF03         .031778
    XPPR03    KPPR04        -.888889
    XSCG03    KSCG03        1.111111   BCOL03         -.01565
    XSCG03    BROP03        -.006645   BGAS03         -.04504
    XSCG03    BELE03        -.000894   BMNG03      -62.278122
    XSCG03    BCMP03      -41.266983   BFDS03        -.411983
    XSCG03    BPPR03       -33.57663   BSCG03      894.326172
    XSCG03    BMET03      -12.290832   BTEX03       -6.042417
    XSCG03    BLUM03       -4.463151   BFAP03       -1.579268
    XSCG03    BMFG03      -14.625403   BTAW03      -52.047211
    XSCG03    BTRD03      -28.014847   BFIN03        -26.7789
    XSCG03    BSVC03      -45.956711   BTRE03       -1.029958
    XSCG03    BMAC03      -17.577942   BCON03      -10.986216
    XSCG03    BIMP03        -.068664   WRKF03         .044082
    XSCG03    KSCG04        -.888889
    XMET03    KMET03        1.111111   BCOL03         -.05247
    XMET03    BROP03         -.00291   BGAS03        -.024399
    XMET03    BELE03        -.000868   BMNG03      -55.160446
    XMET03    BCMP03      -17.301239   BFDS03         -.18319
    XMET03    BPPR03       -1.221264   BSCG03       -3.175288
    XMET03    BMET03      717.562256   BTEX03       -1.078783
    XMET03    BLUM03       -3.053161   BFAP03        -.549569
    XMET03    BMFG03      -22.634094   BTAW03      -39.874283
    XMET03    BTRD03      -34.195404   BFIN03      -10.808191
    XMET03    BSVC03      -67.073868   BTRE03       -3.684148
    XMET03    BMAC03      -38.469833   BCON03       -8.182473
    XMET03    BIMP03       -1.282328   WRKF03         .027071
    XMET03    KMET04        -.888889
    XTEX03    KTEX03        1.111111   BCOL03        -.001667
    XTEX03    BROP03        -.000959   BGAS03        -.002963
    XTEX03    BELE03        -.000326   BAGR03      -31.208527
    XTEX03    BMNG03        -.019288   BCMP03      -77.365509
    XTEX03    BFDS03       -5.940805   BPPR03       -9.239111
    XTEX03    BSCG03        -1.96741   BMET03        -.057865
    XTEX03    BTEX03      586.400146   BLUM03         -1.1573
    XTEX03    BFAP03        -.482208   BMFG03      -12.826744
    XTEX03    BTAW03      -11.630866   BTRD03      -31.941483
    XTEX03    BFIN03      -15.932164   BSVC03      -28.211105
    XTEX03    BTRE03         -.11573   BMAC03       -3.722649
    XTEX03    BCON03       -1.928833   BIMP03       -1.350183
    XTEX03    WRKF03         .052811   KTEX04        -.888889
    XLUM03    KLUM03        1.111111   BCOL03         -.00097
    XLUM03    BROP03        -.007605   BGAS03        -.006125
    XLUM03    BELE03        -.000457   BAGR03       -92.57811
    XLUM03    BMNG03        -.164583   BCMP03      -24.193741
    XLUM03    BPPR03       -7.488541   BSCG03       -8.476041
    XLUM03    BMET03       -3.785417   BTEX03       -3.291666
    XLUM03    BLUM03      712.637695   BFAP03          -5.925
    XLUM03    BMFG03      -22.136444   BTAW03      -35.303116
    XLUM03    BTRD03      -36.290619   BFIN03      -15.470832
    XLUM03    BSVC03      -28.168411   BTRE03          -.9875
    XLUM03    BMAC03       -6.171874   BCON03       -5.760416
    XLUM03    WRKF03         .052914   KLUM04        -.888889
    XFAP03    KFAP03        1.111111   BCOL03        -.001414
    XFAP03    BROP03        -.001255   BGAS03        -.004237
    XFAP03    BELE03        -.000308   BCMP03      -60.241394
    XFAP03    BFDS03        -.431838   BPPR03      -15.834059
    XFAP03    BSCG03       -11.51568   BMET03       -78.30661
    XFAP03    BTEX03      -36.346359   BLUM03      -77.658829
    XFAP03    BFAP03       975.60083   BMFG03      -88.670731
    XFAP03    BTAW03      -17.057587   BTRD03      -37.066086
    XFAP03    BFIN03      -20.296387   BSVC03      -54.267639
    XFAP03    BTRE03        -4.82219   BMAC03      -45.774826
    XFAP03    BCON03       -8.636757   BIMP03        -.143946
    XFAP03    WRKF03          .04923   KFAP04        -.888889
    XMFG03    KMFG03        1.111111   BCOL03        -.000552
    XMFG03    BROP03        -.001884   BGAS03        -.003573
    XMFG03    BELE03        -.000293   BAGR03        -.184443
    XMFG03    BMNG03        -.184443   BCMP03      -30.398041
    XMFG03    BFDS03        -.298623   BPPR03       -41.25386
    XMFG03    BSCG03       -6.077851   BMET03     -122.163055
    XMFG03    BTEX03        -5.75288   BLUM03       -3.232152
    XMFG03    BFAP03       -4.892144   BMFG03      857.161621
    XMFG03    BTAW03      -11.066607   BTRD03       -28.79953
    XMFG03    BFIN03      -23.661453   BSVC03      -57.650864
    XMFG03    BTRE03       -19.04158   BMAC03      -29.941315
    XMFG03    BCON03       -5.796793   BIMP03       -2.125491
    XMFG03    WRKF03         .041939   KMFG04        -.888889
    XTAW03    KTAW03        1.111111   BCOL03        -.000544
    XTAW03    BCRO03         -.00019   BROP03        -.034464
    XTAW03    BGAS03        -.002049   BELE03        -.000677
    XTAW03    BAGR03        -.870055   BMNG03        -.019774
    XTAW03    BCMP03        -7.94914   BFDS03        -3.28248
    XTAW03    BPPR03       -1.918076   BSCG03       -1.028247
    XTAW03    BMET03        -6.46609   BTEX03       -2.887001
    XTAW03    BLUM03        -.039548   BMFG03        -7.45479
    XTAW03    BTAW03      914.338867   BTRD03      -32.172256
    XTAW03    BFIN03       -42.33609   BSVC03      -77.173874
    XTAW03    BTRE03      -15.562124   BMAC03       -6.149705
    XTAW03    BCON03      -26.022552   BIMP03      -17.717484
    XTAW03    WRKF03         .056178   KTAW04        -.888889
    XTRD03    KTRD03        1.111111   BCOL03        -.000072
    XTRD03    BROP03         -.00734   BGAS03        -.005849
    XTRD03    BELE03        -.000748   BAGR03        -.912313
    XTRD03    BMNG03        -.036737   BCMP03       -7.831197
    XTRD03    BFDS03       -5.516737   BPPR03       -9.655826
    XTRD03    BSCG03       -1.763397   BMET03         -.48371
    XTRD03    BTEX03       -2.008313   BLUM03        -.563307
    XTRD03    BFAP03       -1.340917   BMFG03       -9.459893
    XTRD03    BTAW03       -7.561791   BTRD03       979.57373
    XTRD03    BFIN03      -67.854034   BSVC03     -108.014221
    XTRD03    BTRE03       -1.200089   BMAC03       -4.114594
    XTRD03    BCON03       -3.618639   BIMP03        -.281654
    XTRD03    WRKF03         .098946   KTRD04        -.888889
    XFIN03    KFIN03        1.111111   BCOL03        -.000928
    XFIN03    BCRO03         -.00038   BROP03          -.0044
    XFIN03    BGAS03        -.001816   BELE03        -.000295
    XFIN03    BAGR03      -15.462405   BMNG03         -.29831
    XFIN03    BCMP03       -3.704017   BFDS03         -.90736
    XFIN03    BPPR03       -1.839579   BSCG03        -.341814
    XFIN03    BMET03        -.615264   BTEX03        -.652553
    XFIN03    BLUM03        -.180229   BFAP03        -.229947
    XFIN03    BMFG03       -5.487661   BTAW03       -7.526114
    XFIN03    BTRD03      -13.734694   BFIN03      889.320557
    XFIN03    BSVC03      -85.641678   BTRE03       -1.100018
    XFIN03    BMAC03       -3.989897   BCON03      -45.542007
    XFIN03    BIMP03        -.503398   WRKF03         .022181
    XFIN03    KFIN04        -.888889
    XSVC03    KSVC03        1.111111   BCOL03        -.001894
    XSVC03    BROP03        -.002865   BGAS03        -.005292
    XSVC03    BELE03        -.000635   BAGR03       -3.028066
    XSVC03    BMNG03        -.010207   BCMP03      -11.629473
    XSVC03    BFDS03      -12.837637   BPPR03       -3.428859
    XSVC03    BSCG03       -1.395632   BMET03       -1.353783
    XSVC03    BTEX03       -2.376861   BLUM03        -.051035
    XSVC03    BFAP03        -.683526   BMFG03      -60.039734
    XSVC03    BTAW03      -22.973831   BTRD03      -18.665131
    XSVC03    BFIN03      -34.265457   BSVC03      909.951416
    XSVC03    BTRE03       -5.094636   BMAC03       -7.108808
    XSVC03    BCON03      -11.875122   BIMP03       -1.793703
    XSVC03    WRKF03         .088158   KSVC04        -.888889
    XTRE03    KTRE03        1.111111   BCOL03        -.001083
    XTRE03    BROP03        -.002115   BGAS03        -.002279
    XTRE03    BELE03        -.000209   BCMP03      -20.289261
    XTRE03    BPPR03       -1.998602   BSCG03       -7.580906
    XTRE03    BMET03      -84.644257   BTEX03      -11.784863
    XTRE03    BLUM03       -4.865561   BFAP03       -2.632642
    XTRE03    BMFG03      -96.608276   BTAW03      -12.887541
    XTRE03    BTRD03      -23.114868   BFIN03      -11.412709
    XTRE03    BSVC03      -44.644638   BTRE03      759.574707
    XTRE03    BMAC03      -67.277069   BCON03       -6.478228
    XTRE03    BIMP03       -1.102677   WRKF03         .026947
    XTRE03    KTRE04        -.888889
    XMAC03    KMAC03        1.111111   BCOL03        -.001121
    XMAC03    BROP03        -.003378   BGAS03        -.003396
    XMAC03    BELE03        -.000263   BMNG03        -.105128
    XMAC03    BCMP03      -16.445007   BFDS03        -.105128
    XMAC03    BPPR03       -4.385337   BSCG03       -7.809505
    XMAC03    BMET03     -122.459045   BTEX03        -1.30659
    XMAC03    BLUM03       -1.606956   BFAP03       -9.776901
    XMAC03    BMFG03      -72.132751   BTAW03       -8.485328
    XMAC03    BTRD03      -34.361832   BFIN03      -24.254517
    XMAC03    BSVC03      -44.533707   BTRE03      -18.112045
    XMAC03    BMAC03      826.313232   BCON03      -10.092284
    XMAC03    BIMP03        -.886079   WRKF03         .038297
    XMAC03    KMAC04        -.888889
    XCON03    KCON03        1.111111   BCOL03        -.000037
    XCON03    BROP03        -.016496   BGAS03        -.000442
    XCON03    BELE03        -.000046   BAGR03       -2.452465
    XCON03    BMNG03       -8.690867   BCMP03      -22.249359
    XCON03    BPPR03       -3.487536   BSCG03      -68.016281
    XCON03    BMET03       -43.15593   BTEX03        -2.66694
    XCON03    BLUM03      -46.158569   BFAP03       -8.457742
    XCON03    BMFG03     -111.349396   BTAW03      -24.767105
    XCON03    BTRD03      -77.826141   BFIN03      -13.511873
    XCON03    BSVC03      -63.122498   BTRE03        -.242449
    XCON03    BMAC03      -25.130768   BCON03      985.014404
    XCON03    BIMP03        -.941822   WRKF03         .039025
    XCON03    KCON04        -.888889
    CONS03    OBJ          -1.019509   BIMP03          -19.51
    CONS03    POPL03           1000.   DNRG03          -.0169
    CONS03    BAGR03       -8.298427   BCMP03       -7.942714
    CONS03    BFDS03      -92.553726   BPPR03       -1.833644
    CONS03    BSCG03       -1.467948   BTEX03       -66.82193
    CONS03    BFAP03      -13.010438   BMFG03      -35.386673
    CONS03    BTAW03      -35.536682   BTRD03     -191.764771
    CONS03    BFIN03     -177.045273   BSVC03     -240.282166
    CONS03    BTRE03      -40.103775   BMAC03        -.940706
    CONS03    BCON03      -66.048141   EGOV03          -.3462
    CNRG03    DNRG03              1.   BROP03          -.6141
    CNRG03    BGAS03           -.251   BELE03        -.039537
    APCC03    POPL03          -234.1   UMOB03              1.
    APCC03    UMOB04             -1.
    GOVT03    BCOL03        -.001458   BROP03        -.006819
    GOVT03    BGAS03        -.005441   BELE03        -.000551
    GOVT03    BAGR03        7.501156   BMNG03        -.239763
    GOVT03    BCMP03      -18.398941   BFDS03       -6.456474
    GOVT03    BPPR03       -1.998024   BSCG03        -.633659
    GOVT03    BMET03       -1.712592   BTEX03       -3.819081
    GOVT03    BLUM03        -.194094   BFAP03       -3.059832
    GOVT03    BMFG03        -105.353   BTAW03      -24.609955
    GOVT03    BTRD03      -10.167092   BFIN03       -7.809422
    GOVT03    BSVC03     -534.786865   BTRE03      -68.218277
    GOVT03    BMAC03      -21.521576   BCON03     -178.948807
    GOVT03    BIMP03         -22.646   EGOV03              1.
    CAPF03    BCMP03         -.35435   BMET03        -.401597
    CAPF03    BTEX03       -1.051239   BLUM03        -.082682
    CAPF03    BFAP03      -22.725662   BMFG03      -80.862732
    CAPF03    BTAW03        -9.79188   BTRD03      -77.295609
    CAPF03    BFIN03      -24.851761   BSVC03       21.556305
    CAPF03    BTRE03     -175.415192   BMAC03     -282.877686
    CAPF03    BCON03     -345.845703   BIMP03          -7.772
    CAPF03    ECAP03              1.   ECP503              1.
    XIMP03    BIMP03              1.   BTRB03             -1.
    XIMP03    LTAW03          -.0334
    XEXP03    BEXP03             -1.   BTRB03              1.
    IAGR03    BAGR03              1.   BTAW03        -.123939
    IAGR03    BTRD03        -.097273   BIMP03             -1.
    IMNG03    BMNG03              1.   BTAW03        -.202564
    IMNG03    BTRD03        -.002564   BIMP03             -1.
    ICMP03    BCMP03              1.   BTAW03        -.042059
    ICMP03    BTRD03        -.055242   BIMP03             -1.
    IFDS03    BFDS03              1.   BTAW03        -.027922
    IFDS03    BTRD03        -.076187   BIMP03             -1.
    IPPR03    BPPR03              1.   BTAW03        -.063893
    IPPR03    BTRD03        -.054978   BIMP03             -1.
    ISCG03    BSCG03              1.   BTAW03        -.065217
    ISCG03    BTRD03        -.093168   BIMP03             -1.
    IMET03    BMET03              1.   BTAW03        -.028916
    IMET03    BTRD03        -.028112   BIMP03             -1.
    ITEX03    BTEX03              1.   BTAW03        -.012403
    ITEX03    BTRD03        -.065116   BIMP03             -1.
    ILUM03    BLUM03              1.   BTAW03        -.089918
    ILUM03    BTRD03         -.06812   BIMP03             -1.
    IFAP03    BFAP03              1.   BTAW03        -.025641
    IFAP03    BTRD03        -.117949   BIMP03             -1.
    IMFG03    BMFG03              1.   BTAW03        -.013088
    IMFG03    BTRD03         -.08734   BIMP03             -1.
    ITAW03    BTAW03              1.   BIMP03             -1.
    ITAW03    LTAW03              1.
    ITRD03    BTRD03              1.   BIMP03             -1.
    IFIN03    BFIN03              1.   BIMP03             -1.
    ISVC03    BSVC03              1.   BIMP03             -1.
    ITRE03    BTAW03        -.018287   BTRD03        -.114228
    ITRE03    BTRE03              1.   BIMP03             -1.
    IMAC03    BTAW03        -.013901   BTRD03        -.089097
    IMAC03    BMAC03              1.   BIMP03             -1.
    ICON03    BTAW03        -.021739   BTRD03        -.092391
    ICON03    BCON03              1.   BIMP03             -1.
    E1AGR03   BAGR03        -.818859   BTAW03        -.101489
    E1AGR03   BTRD03        -.079653   BEXP03              1.
    E1MNG03   BMNG03        -.829787   BTAW03        -.168085
    E1MNG03   BTRD03        -.002128   BEXP03              1.
    E1CMP03   BCMP03        -.911327   BTAW03         -.03833
    E1CMP03   BTRD03        -.050343   BEXP03              1.
    E1FDS03   BFDS03        -.905708   BTAW03        -.025289
    E1FDS03   BTRD03        -.069003   BEXP03              1.
    E1PPR03   BPPR03        -.893758   BTAW03        -.057105
    E1PPR03   BTRD03        -.049137   BEXP03              1.
    E1SCG03   BSCG03        -.863271   BTAW03          -.0563
    E1SCG03   BTRD03        -.080429   BEXP03              1.
    E1MET03   BMET03        -.946049   BTAW03        -.027356
    E1MET03   BTRD03        -.026596   BEXP03              1.
    E1TEX03   BTEX03        -.928058   BTAW03        -.011511
    E1TEX03   BTRD03        -.060432   BEXP03              1.
    E1LUM03   BLUM03        -.863529   BTAW03        -.077647
    E1LUM03   BTRD03        -.058824   BEXP03              1.
    E1FAP03   BFAP03        -.874439   BTAW03        -.022422
    E1FAP03   BTRD03        -.103139   BEXP03              1.
    E1MFG03   BMFG03        -.908738   BTAW03        -.011893
    E1MFG03   BTRD03        -.079369   BEXP03              1.
    E1TAW03   BTAW03             -1.   BEXP03              1.
    E1TRD03   BTRD03             -1.   BEXP03              1.
    E1FIN03   BFIN03             -1.   BEXP03              1.
    E1SVC03   BSVC03             -1.   BEXP03              1.
    E1TRE03   BTAW03        -.016147   BTRD03        -.100863
    E1TRE03   BTRE03         -.88299   BEXP03              1.
    E1MAC03   BTAW03        -.012602   BTRD03        -.080777
    E1MAC03   BMAC03         -.90662   BEXP03              1.
    E1CON03   BTAW03        -.019512   BTRD03        -.082927
    E1CON03   BCON03        -.897561   BEXP03              1.
    E2AGR03   BAGR03        -.818859   BTAW03        -.101489
    E2AGR03   BTRD03        -.079653   BEXP03         .401143
    E2MNG03   BMNG03        -.829787   BTAW03        -.168085
    E2MNG03   BTRD03        -.002128   BEXP03         .717842
    E2CMP03   BCMP03        -.911327   BTAW03         -.03833
    E2CMP03   BTRD03        -.050343   BEXP03         .572148
    E2FDS03   BFDS03        -.905708   BTAW03        -.025289
    E2FDS03   BTRD03        -.069003   BEXP03         .422315
    E2PPR03   BPPR03        -.893758   BTAW03        -.057105
    E2PPR03   BTRD03        -.049137   BEXP03         .567646
    E2SCG03   BSCG03        -.863271   BTAW03          -.0563
    E2SCG03   BTRD03        -.080429   BEXP03         .471337
    E2MET03   BMET03        -.946049   BTAW03        -.027356
    E2MET03   BTRD03        -.026596   BEXP03         .789011
    E2TEX03   BTEX03        -.928058   BTAW03        -.011511
    E2TEX03   BTRD03        -.060432   BEXP03         .492619
    E2LUM03   BLUM03        -.863529   BTAW03        -.077647
    E2LUM03   BTRD03        -.058824   BEXP03         .547529
    E2FAP03   BFAP03        -.874439   BTAW03        -.022422
    E2FAP03   BTRD03        -.103139   BEXP03         .541174
    E2MFG03   BMFG03        -.908738   BTAW03        -.011893
    E2MFG03   BTRD03        -.079369   BEXP03          .51627
    E2TAW03   BTAW03             -1.
    E2TRD03   BTRD03             -1.
    E2FIN03   BFIN03             -1.
    E2SVC03   BSVC03             -1.
    E2TRE03   BTAW03        -.016147   BTRD03        -.100863
    E2TRE03   BTRE03         -.88299   BEXP03         .556971
    E2MAC03   BTAW03        -.012602   BTRD03        -.080777
    E2MAC03   BMAC03         -.90662   BEXP03         .634353
    E2CON03   BTAW03        -.019512   BTRD03        -.082927
    E2CON03   BCON03        -.897561   BEXP03            .375
    ULWR03    KLWR03              1.   KLWR04             -.8
    ULWP03    KLWP03              1.   KLWP04             -.8
    UMMC03    KMMC03              1.   KMMC04             -.8
    UENR03    KENR03              1.   KENR04             -.8
    UFBR03    KFBR03              1.   KFBR04             -.8
    URPR03    KRPR03              1.   KRPR04             -.8
    UECM03    KECM03              1.   KECM04             -.8
    UWCM03    KWCM03              1.   KWCM04             -.8
    UCLQ03    KCLQ03              1.   KCLQ04             -.8
    UREF03    KREF03              1.   KREF04             -.8
    UOSE03    KOSE03              1.   KOSE04             -.8
    UCFP03    KCFP03              1.   KCFP04             -.8
    UOFP03    KOFP03              1.   KOFP04             -.8
    UGFP03    KGFP03              1.   KGFP04             -.8
    UCGL03    KCGL03              1.   KCGL04             -.8
    UCGH03    KCGH03              1.   KCGH04             -.8
    UHYD03    KHYD03              1.   KHYD04             -.8
    UGEO03    KGEO03              1.   KGEO04             -.8
    UAGR03    KAGR03              1.   KAGR04             -.8
    UMNG03    KMNG03              1.   KMNG04             -.8
    UCMP03    KCMP03              1.   KCMP04             -.8
    UFDS03    KFDS03              1.   KFDS04             -.8
    UPPR03    KPPR03              1.   KPPR04             -.8
    USCG03    KSCG03              1.   KSCG04             -.8
    UMET03    KMET03              1.   KMET04             -.8
    UTEX03    KTEX03              1.   KTEX04             -.8
    ULUM03    KLUM03              1.   KLUM04             -.8
    UFAP03    KFAP03              1.   KFAP04             -.8
    UMFG03    KMFG03              1.   KMFG04             -.8
    UTAW03    KTAW03              1.   KTAW04             -.8
    UTRD03    KTRD03              1.   KTRD04             -.8
    UFIN03    KFIN03              1.   KFIN04             -.8
    USVC03    KSVC03              1.   KSVC04             -.8
    UTRE03    KTRE03              1.   KTRE04             -.8
    UMAC03    KMAC03              1.   KMAC04             -.8
    UCON03    KCON03              1.   KCON04             -.8
    WLWR03    MURF03       -9.838104   MURF04      -39.352417
    WLWR03    ECAP03      -33.585495   ETDE03      -23.509842
    WLWR03    KLWR03             -1.   KLWR04             -4.
    WLWP03    MURN03       -8.921747   MPLU03        -.276048
    WLWP03    MURN04      -35.686981   MPLU04       -1.104192
    WLWP03    ECAP03      -34.432404   ETDE03      -24.102676
    WLWP03    KLWP03             -1.   KLWP04             -4.
    WMMC03    ECAP03        -.032029   KMMC03             -1.
    WMMC03    KMMC04             -4.
    WENR03    ECAP03        -.224371   KENR03             -1.
    WENR03    KENR04             -4.
    WFBR03    MPLU03        -.465639   MTLN03       -5.033102
    WFBR03    MPLU04       -1.862556   MTLN04      -20.132416
    WFBR03    ECAP03      -44.428299   ETDE03      -31.099808
    WFBR03    KFBR03             -1.   KFBR04             -4.
    WRPR03    ECAP03       -2.096846   KRPR03             -1.
    WRPR03    KRPR04             -4.
    WECM03    ECAP03        -.014564   KECM03             -1.
    WECM03    KECM04             -4.
    WWCM03    ECAP03        -.005172   KWCM03             -1.
    WWCM03    KWCM04             -4.
    WCLQ03    ECAP03       -6.160605   KCLQ03             -1.
    WCLQ03    KCLQ04             -4.
    WREF03    ECAP03        -.481851   KREF03             -1.
    WREF03    KREF04             -4.
    WOSE03    ECAP03       -1.682063   KOSE03             -1.
    WOSE03    KOSE04             -4.
    WCFP03    ECAP03      -23.936646   ETDE03      -16.755646
    WCFP03    KCFP03             -1.   KCFP04             -4.
    WOFP03    ECAP03      -17.952484   ETDE03      -12.566738
    WOFP03    KOFP03             -1.   KOFP04             -4.
    WGFP03    ECAP03      -10.970949   ETDE03       -7.679664
    WGFP03    KGFP03             -1.   KGFP04             -4.
    WCGL03    ECAP03      -75.702805   ETDE03      -52.991959
    WCGL03    KCGL03             -1.   KCGL04             -4.
    WCGH03    ECAP03       -6.383089   KCGH03             -1.
    WCGH03    KCGH04             -4.
    WHYD03    ECAP03      -33.710693   ETDE03      -23.597473
    WHYD03    KHYD03             -1.   KHYD04             -4.
    WGEO03    ECAP03      -47.873169   ETDE03      -33.511215
    WGEO03    KGEO03             -1.   KGEO04             -4.
    WTDE03    ECAP03             -1.   ETDE03              1.
    WAGR03    ECAP03        -1.14185   KAGR03             -1.
    WAGR03    KAGR04             -4.   EAGR04          -1.031
    WMNG03    ECAP03        -1.39724   KMNG03             -1.
    WMNG03    KMNG04             -4.   EMNG04          -1.031
    WCMP03    ECAP03        -.733089   KCMP03             -1.
    WCMP03    KCMP04             -4.   ECMP04          -1.031
    WFDS03    ECAP03        -.420023   KFDS03             -1.
    WFDS03    KFDS04             -4.   EFDS04          -1.031
    WPPR03    ECAP03        -.728128   KPPR03             -1.
    WPPR03    KPPR04             -4.   EPPR04          -1.031
    WSCG03    ECAP03        -.751806   KSCG03             -1.
    WSCG03    KSCG04             -4.   ESCG04          -1.031
    WMET03    ECAP03         -.89271   KMET03             -1.
    WMET03    KMET04             -4.   EMET04          -1.031
    WTEX03    ECAP03        -.373186   KTEX03             -1.
    WTEX03    KTEX04             -4.   ETEX04          -1.031
    WLUM03    ECAP03        -.528003   KLUM03             -1.
    WLUM03    KLUM04             -4.   ELUM04          -1.031
    WFAP03    ECAP03         -.33667   KFAP03             -1.
    WFAP03    KFAP04             -4.   EFAP04          -1.031
    WMFG03    ECAP03        -.411666   KMFG03             -1.
    WMFG03    KMFG04             -4.   EMFG04          -1.031
    WTAW03    ECAP03        -1.41581   KTAW03             -1.
    WTAW03    KTAW04             -4.   ETAW04          -1.031
    WTRD03    ECAP03            -1.1   KTRD03             -1.
    WTRD03    KTRD04             -4.   ETRD04          -1.031
    WFIN03    ECAP03        -.131806   KFIN03             -1.
    WFIN03    KFIN04             -4.   EFIN04          -1.031
    WSVC03    ECAP03       -1.591249   KSVC03             -1.
    WSVC03    KSVC04             -4.   ESVC04          -1.031
    WTRE03    ECAP03        -.258494   KTRE03             -1.
    WTRE03    KTRE04             -4.   ETRE04          -1.031
    WMAC03    ECAP03         -.47393   KMAC03             -1.
    WMAC03    KMAC04             -4.   EMAC04          -1.031
    WCON03    ECAP03        -.220969   KCON03             -1.
    WCON03    KCON04             -4.   ECON04          -1.031
    PLWU04    DELE04             -1.   BELE04              .9
    PLWU04    MURE04      -20.867584   MSPF04       20.867584
    PLWU04    KLWR04        1.538461   NRGP04         -10.355
    PLWP04    DELE04             -1.   BELE04              .9
    PLWP04    MURN04      -27.914734   MPLU04       -1.529699
    PLWP04    MSPF04       29.444443   KLWP04        1.538461
    PLWP04    NRGP04         -10.355
    PNR104    BELE04          -.0027   MURN04       -9.192495
    PNR104    MURE04          1.2595   MTLN04           7.933
    PNR104    KENR04              1.
    PNR204    BELE04          -.0027   MURC04          -8.261
    PNR204    MURE04        1.459499   MTLN04        6.801496
    PNR204    KENR04              1.
    PNR304    BELE04          -.0027   MURN04         -10.793
    PNR304    MURF04        2.112499   MTLN04        8.680496
    PNR304    KENR04              1.
    PMMC04    RMMC04             -5.   BMNG04           -15.4
    PMMC04    KMMC04              1.
    PFBR04    DELE04             -1.   BELE04              .9
    PFBR04    MPLU04         -1.3775   MTLN04      -15.662098
    PFBR04    KFBR04        1.538461   NRGP04         -10.355
    PRPR04    MURC04          27.715   MPLU04            1.11
    PRPR04    MTLN04       19.069992   MSPF04            -50.
    PRPR04    KRPR04              1.
    PECM04    DCOL04          -.0258   BCOL04           .0258
    PECM04    KECM04              1.   NRGP04          -.0258
    PWCM04    DCOL04           -.016   BCOL04            .016
    PWCM04    KWCM04              1.   NRGP04           -.016
    PCLQ04    DROP04             -1.   BCOL04          -1.575
    PCLQ04    BROP04              1.   KCLQ04              1.
    PREF04    DROP04           -.549   BCRO04             -.6
    PREF04    BROP04            .549   KREF04              1.
    POSE04    DCRO04             -.6   BCRO04              .6
    POSE04    KOSE04              1.   NRGP04             -.6
    PCFP04    DELE04             -1.   BCOL04         -10.355
    PCFP04    BELE04              .9   KCFP04        1.851851
    POFP04    DELE04             -1.   BROP04         -10.355
    POFP04    BELE04              .9   KOFP04        1.923077
    PGFP04    DELE04             -1.   BGAS04         -10.355
    PGFP04    BELE04              .9   KGFP04        1.923077
    PCGL04    DELE04             -1.   BCOL04         -15.986
    PCGL04    BELE04              .9   KCGL04              1.
    PCGH04    DGAS04             -1.   BCOL04          -1.826
    PCGH04    BGAS04              1.   KCGH04              1.
    PHYD04    DELE04             -1.   BELE04              .9
    PHYD04    KHYD04        1.923077   NRGP04         -10.355
    PGEO04    DELE04             -1.   BELE04              .9
    PGEO04    KGEO04        1.190475   NRGP04         -10.355
    POF104    OVXT04              1.   KODR04           1800.
    POF104    BOIP04            78.6
    POF204    OVXT04              1.   KODR04           3600.
    POF204    BOIP04           136.5
    POF304    OVXT04              1.   KODR04           5400.
    POF304    BOIP04           166.7
    PODR04    KODR04             -1.   ECAP04          -.0054
    POIP04    BOIP04             -1.   OSRB04          .00351
    POIP04    OTRB04          .00039   ODPL04           .0135
    POF404    OVXT04              1.   KODR04           7200.
    POF404    BOIP04           182.6
    POF504    OVXT04              1.   KODR04           9000.
    POF504    BOIP04           190.9
    POF604    OVXT04              1.   KODR04          10800.
    POF604    BOIP04           195.2
    POF704    OVXT04              1.   KODR04          12600.
    POF704    BOIP04           197.5
    PPOR04    ODPL04            .094   BORS04             -1.
    PSRN04    OSRB04             -1.
    PSRA04    OSRB04             -1.   ODPL04            .043
    PSRA04    ECAP04           -.173
    PTRN04    OTRB04             -1.
    PTRA04    OTRB04             -1.   ODPL04            .043
    PTRA04    ECAP04           -.302
    PGF104    GVXT04              1.   KGDR04           1426.
    PGF104    BGSF04            275.
    PGF204    GVXT04              1.   KGDR04           2000.
    PGF204    BGSF04      366.099854
    PGF304    GVXT04              1.   KGDR04           3000.
    PGF304    BGSF04      458.799805
    PGDR04    KGDR04             -1.   ECAP04          -.0054
    PGRA04    BGSF04             -1.   GDPL04            .043
    PGF404    GVXT04              1.   KGDR04           4000.
    PGF404    BGSF04      504.599854
    PGF504    GVXT04              1.   KGDR04           5000.
    PGF504    BGSF04           527.5
    PGF604    GVXT04              1.   KGDR04           6000.
    PGF604    BGSF04      538.899902
    PGF704    GVXT04              1.   KGDR04           7000.
    PGF704    BGSF04           544.5
    PGF804    GVXT04              1.   KGDR04           8000.
    PGF804    BGSF04      547.299805
    PPGR04    GDPL04            .094   BGRS04             -1.
    PGPR04    GDPL04             -1.   BCRO04            .198
    PGPR04    BGAS04             .85   DCRO04          -1.198
    PGPR04    DGAS04             -1.   NRGP04          -1.198
    POPR04    ODPL04           -.167   BCRO04              1.
    POPR04    BGAS04          .15555   DCRO04          -1.183
    POPR04    DGAS04           -.183   NRGP04          -1.183
    PNRG04    NRGP04              1.   LNRG04             -.2
    UCOL04    BCOL04             -1.   LNRG04              .2
    UCRO04    BCRO04             -1.   LNRG04              .2
    UROP04    BROP04             -1.   LNRG04              .2
    UGAS04    BGAS04             -1.   LNRG04              .2
    UELE04    BELE04             -1.   LNRG04              .2
    NURC04    MURC04             -1.
    NURE04    MURE04             -1.
    NURF04    MURF04             -1.
    NPLU04    MPLU04             -1.
    NTLN04    MTLN04             -1.
    NSPF04    MSPF04             -1.
    UR104     MURN04      285.704834   RMMC04      285.704834
    UR104     URXT04              1.
    UR204     MURN04      780.019775   RMMC04      803.601807
    UR204     URXT04              1.
    UR304     MURN04     1519.224854   RMMC04     1795.859863
    UR304     URXT04              1.
    UR404     MURN04     2299.244629   RMMC04      3637.06958
    UR404     URXT04              1.
    UR504     MURN04     4290.109375   RMMC04     11926.14063
    UR504     URXT04              1.
    UR604     MURN04     6412.488281   RMMC04     27843.98828
    UR604     URXT04              1.
    ICOL04    BCOL04              1.   BIMP04    -1050.020752
    ICOL04    LNRG04              .8
    ICRO04    BCRO04              1.   BIMP04    -1500.029785
    ICRO04    LNRG04              .8
    IROP04    BROP04              1.   BIMP04    -1500.029785
    IROP04    LNRG04              .8
    IGAS04    BGAS04              1.   BIMP04    -1875.037109
    IGAS04    LNRG04              .8
    IELE04    BELE04              1.   BIMP04    -15532.80469
    IELE04    LNRG04              .8
    E1COL04   BCOL04             -1.   BTAW04      -85.984146
    E1COL04   BTRD04       -3.289011   BEXP04     1050.020752
    E1COL04   LNRG04              .2
    E1CRO04   BCRO04             -1.   BTAW04      -30.625748
    E1CRO04   BEXP04     1500.029785   LNRG04              .2
    E1ROP04   BROP04             -1.   BTAW04      -70.309738
    E1ROP04   BTRD04     -230.550491   BEXP04     1500.029785
    E1ROP04   LNRG04              .2
    E1GAS04   BGAS04             -1.   BTAW04      -76.420792
    E1GAS04   BTRD04       -49.76236   BEXP04     1875.037109
    E1GAS04   LNRG04              .2
    E1ELE04   BELE04             -1.   BTRD04     -937.608643
    E1ELE04   BEXP04     15532.80469   LNRG04              .2
    XCOL04    DCOL04        4.438329   BELE04        -.001258
    XCOL04    BROP04        -.009637   BMNG04        -.947448
    XCOL04    BCMP04      -24.317825   BSCG04       -3.473976
    XCOL04    BMET04      -15.790801   BTEX04       -5.684689
    XCOL04    BLUM04       -6.947953   BMFG04      -17.685699
    XCOL04    BTAW04       -8.842848   BTRD04      -21.475479
    XCOL04    BFIN04      -60.636673   BSVC04      -39.540161
    XCOL04    BMAC04      -41.056076   BCON04       -9.790298
    XCOL04    WRKF04         .046425
    XCRO04    DCRO04        2.892097   BELE04        -.000506
    XCRO04    BROP04        -.002062   BGAS04        -.007408
    XCRO04    BCMP04      -14.832966   BPPR04        -.071657
    XCRO04    BSCG04       -5.947518   BMET04       -8.598819
    XCRO04    BTEX04        -.358284   BMFG04       -9.172074
    XCRO04    BTAW04        -10.4619   BTRD04      -12.539948
    XCRO04    BFIN04     -180.718536   BSVC04      -33.972504
    XCRO04    BMAC04      -31.457352   BCON04      -34.323624
    XCRO04    WRKF04         .021354
    XROP04    DROP04         .813213   BELE04         -.00034
    XROP04    BCOL04        -.001514   BGAS04        -.025955
    XROP04    BMNG04       -2.427287   BCMP04      -30.167709
    XROP04    BFDS04       -1.194379   BPPR04       -6.164539
    XROP04    BSCG04       -2.234645   BMET04        -1.88789
    XROP04    BTEX04        -.154113   BLUM04        -.077057
    XROP04    BMFG04       -4.931628   BTAW04        -53.5159
    XROP04    BTRD04      -11.674094   BFIN04      -33.904953
    XROP04    BSVC04      -35.754318   BTRE04        -.115585
    XROP04    BMAC04       -3.390496   BCON04      -14.448135
    XROP04    WRKF04         .007051
    XGAS04    DGAS04        1.380471   BELE04        -.000499
    XGAS04    BCOL04        -.000874   BROP04        -.000706
    XGAS04    BCMP04        -.050194   BPPR04        -.458919
    XGAS04    BMET04       -1.362417   BTEX04        -.272483
    XGAS04    BMFG04        -.100389   BTAW04        -.243801
    XGAS04    BTRD04       -2.007772   BFIN04       -9.343314
    XGAS04    BSVC04      -36.476929   BCON04      -18.629242
    XGAS04    WRKF04         .005952
    XELE04    DELE04         .054373   BAGR04       -1.282765
    XELE04    BMNG04        -.097313   BCMP04       -4.732963
    XELE04    BFDS04        -.468873   BPPR04       -1.304882
    XELE04    BSCG04        -.110583   BMET04       -1.526049
    XELE04    BTEX04        -.592726   BLUM04         -.03981
    XELE04    BFAP04        -.008847   BMFG04       -1.809142
    XELE04    BTAW04      -29.401871   BTRD04       -8.497215
    XELE04    BFIN04      -12.248199   BSVC04     -127.378632
    XELE04    BTRE04        -.234437   BMAC04       -3.587321
    XELE04    BCON04      -52.058182   WRKF04         .016189
    XLWR04    KLWR04              1.
    XLWP04    KLWP04              1.
    XMMC04    KMMC04              1.
    XENR04    KENR04              1.
    XFBR04    KFBR04              1.
    XRPR04    KRPR04              1.
    XECM04    KECM04              1.
    XWCM04    KWCM04              1.
    XCLQ04    KCLQ04              1.
    XREF04    KREF04              1.
    XOSE04    KOSE04              1.
    XCFP04    KCFP04              1.
    XOFP04    KOFP04              1.
    XGFP04    KGFP04              1.
    XCGL04    KCGL04              1.
    XCGH04    KCGH04              1.
    XHYD04    KHYD04              1.
    XGEO04    KGEO04              1.
    XAGR04    KAGR04        1.111111   BCOL04        -.000313
    XAGR04    BROP04         -.01547   BGAS04        -.000622
    XAGR04    BELE04        -.000145   BAGR04      693.921387
    XAGR04    BMNG04       -2.120231   BCMP04      -42.404617
    XAGR04    BFDS04       -59.97226   BPPR04       -2.295588
    XAGR04    BSCG04        -.526072   BMET04        -.031883
    XAGR04    BTEX04       -3.363675   BLUM04        -.095649
    XAGR04    BFAP04       -1.881107   BMFG04       -3.395558
    XAGR04    BTAW04      -19.273376   BTRD04      -46.804504
    XAGR04    BFIN04      -51.300034   BSVC04      -34.570923
    XAGR04    BTRE04         -.60578   BMAC04       -5.962152
    XAGR04    BCON04       -9.676541   BIMP04        -.573897
    XMNG04    KMNG04        1.111111   BCOL04        -.004818
    XMNG04    BROP04        -.013134   BGAS04        -.023347
    XMNG04    BELE04         -.00155   BMNG04      912.246826
    XMNG04    BCMP04      -37.658508   BPPR04       -4.554051
    XMNG04    BSCG04      -21.544174   BMET04      -28.725555
    XMNG04    BTEX04       -2.627338   BLUM04       -2.802494
    XMNG04    BMFG04       -5.955297   BTAW04      -36.607574
    XMNG04    BTRD04      -19.792603   BFIN04      -66.384064
    XMNG04    BSVC04      -48.728363   BTRE04       -1.401247
    XMNG04    BMAC04      -38.884598   BCON04      -12.611225
    XMNG04    WRKF04         .035732
    XCMP04    KCMP04        1.111111   BCOL04        -.007585
    XCMP04    BCRO04        -.000304   BROP04        -.029853
    XCMP04    BGAS04         -.01546   BELE04        -.000609
    XCMP04    BAGR04       -2.047639   BMNG04      -14.064934
    XCMP04    BCMP04      737.818359   BFDS04      -10.624226
    XCMP04    BPPR04      -24.336685   BSCG04       -6.814275
    XCMP04    BMET04      -10.792065   BTEX04      -15.860814
    XCMP04    BLUM04       -1.779097   BFAP04        -.302111
    XCMP04    BMFG04      -25.276596   BTAW04      -21.298798
    XCMP04    BTRD04       -28.75087   BFIN04      -26.803925
    XCMP04    BSVC04      -80.455353   BTRE04        -1.49377
    XCMP04    BMAC04       -9.868949   BCON04       -5.723319
    XCMP04    BIMP04       -4.682716   WRKF04         .025478
    XFDS04    KFDS04        1.111111   BCOL04        -.001701
    XFDS04    BROP04        -.002034   BGAS04        -.005806
    XFDS04    BELE04        -.000241   BAGR04     -300.949707
    XFDS04    BMNG04        -.126693   BCMP04      -16.998047
    XFDS04    BFDS04      839.785156   BPPR04       -28.36879
    XFDS04    BSCG04      -10.578908   BMET04         -.19004
    XFDS04    BTEX04       -1.541437   BLUM04        -.084462
    XFDS04    BFAP04       -1.224704   BMFG04      -31.462219
    XFDS04    BTAW04      -27.735321   BTRD04      -35.294693
    XFDS04    BFIN04      -12.088671   BSVC04      -50.456726
    XFDS04    BTRE04        -.042231   BMAC04       -2.660563
    XFDS04    BCON04       -2.840046   BIMP04      -13.915173
    XFDS04    WRKF04         .020091
    XPPR04    KPPR04        1.111111   BCOL04        -.013038
    XPPR04    BROP04        -.005378   BGAS04        -.014605
    XPPR04    BELE04        -.000604   BMNG04        -3.87874
    XPPR04    BCMP04      -62.947739   BFDS04       -6.308794
    XPPR04    BPPR04       739.51709   BSCG04       -1.635612
    XPPR04    BMET04       -2.757176   BTEX04      -11.496022
    XPPR04    BLUM04      -56.031433   BFAP04        -.560782
    XPPR04    BMFG04      -23.365891   BTAW04      -37.478912
    XPPR04    BTRD04      -32.058014   BFIN04      -19.019836
    XPPR04    BSVC04      -48.942215   BMAC04       -7.804211
    XPPR04    BCON04         -7.0565   WRKF04         .031778
    XSCG04    KSCG04        1.111111   BCOL04         -.01565
    XSCG04    BROP04        -.006645   BGAS04         -.04504
    XSCG04    BELE04        -.000894   BMNG04      -62.278122
    XSCG04    BCMP04      -41.266983   BFDS04        -.411983
    XSCG04    BPPR04       -33.57663   BSCG04      894.326172
    XSCG04    BMET04      -12.290832   BTEX04       -6.042417
    XSCG04    BLUM04       -4.463151   BFAP04       -1.579268
    XSCG04    BMFG04      -14.625403   BTAW04      -52.047211
    XSCG04    BTRD04      -28.014847   BFIN04        -26.7789
    XSCG04    BSVC04      -45.956711   BTRE04       -1.029958
    XSCG04    BMAC04      -17.577942   BCON04      -10.986216
    XSCG04    BIMP04        -.068664   WRKF04         .044082
    XMET04    KMET04        1.111111   BCOL04         -.05247
    XMET04    BROP04         -.00291   BGAS04        -.024399
    XMET04    BELE04        -.000868   BMNG04      -55.160446
    XMET04    BCMP04      -17.301239   BFDS04         -.18319
    XMET04    BPPR04       -1.221264   BSCG04       -3.175288
    XMET04    BMET04      717.562256   BTEX04       -1.078783
    XMET04    BLUM04       -3.053161   BFAP04        -.549569
    XMET04    BMFG04      -22.634094   BTAW04      -39.874283
    XMET04    BTRD04      -34.195404   BFIN04      -10.808191
    XMET04    BSVC04      -67.073868   BTRE04       -3.684148
    XMET04    BMAC04      -38.469833   BCON04       -8.182473
    XMET04    BIMP04       -1.282328   WRKF04         .027071
    XTEX04    KTEX04        1.111111   BCOL04        -.001667
    XTEX04    BROP04        -.000959   BGAS04        -.002963
    XTEX04    BELE04        -.000326   BAGR04      -31.208527
    XTEX04    BMNG04        -.019288   BCMP04      -77.365509
    XTEX04    BFDS04       -5.940805   BPPR04       -9.239111
    XTEX04    BSCG04        -1.96741   BMET04        -.057865
    XTEX04    BTEX04      586.400146   BLUM04         -1.1573
    XTEX04    BFAP04        -.482208   BMFG04      -12.826744
    XTEX04    BTAW04      -11.630866   BTRD04      -31.941483
    XTEX04    BFIN04      -15.932164   BSVC04      -28.211105
    XTEX04    BTRE04         -.11573   BMAC04       -3.722649
    XTEX04    BCON04       -1.928833   BIMP04       -1.350183
    XTEX04    WRKF04         .052811
    XLUM04    KLUM04        1.111111   BCOL04         -.00097
    XLUM04    BROP04        -.007605   BGAS04        -.006125
    XLUM04    BELE04        -.000457   BAGR04       -92.57811
    XLUM04    BMNG04        -.164583   BCMP04      -24.193741
    XLUM04    BPPR04       -7.488541   BSCG04       -8.476041
    XLUM04    BMET04       -3.785417   BTEX04       -3.291666
    XLUM04    BLUM04      712.637695   BFAP04          -5.925
    XLUM04    BMFG04      -22.136444   BTAW04      -35.303116
    XLUM04    BTRD04      -36.290619   BFIN04      -15.470832
    XLUM04    BSVC04      -28.168411   BTRE04          -.9875
    XLUM04    BMAC04       -6.171874   BCON04       -5.760416
    XLUM04    WRKF04         .052914
    XFAP04    KFAP04        1.111111   BCOL04        -.001414
    XFAP04    BROP04        -.001255   BGAS04        -.004237
    XFAP04    BELE04        -.000308   BCMP04      -60.241394
    XFAP04    BFDS04        -.431838   BPPR04      -15.834059
    XFAP04    BSCG04       -11.51568   BMET04       -78.30661
    XFAP04    BTEX04      -36.346359   BLUM04      -77.658829
    XFAP04    BFAP04       975.60083   BMFG04      -88.670731
    XFAP04    BTAW04      -17.057587   BTRD04      -37.066086
    XFAP04    BFIN04      -20.296387   BSVC04      -54.267639
    XFAP04    BTRE04        -4.82219   BMAC04      -45.774826
    XFAP04    BCON04       -8.636757   BIMP04        -.143946
    XFAP04    WRKF04          .04923
    XMFG04    KMFG04        1.111111   BCOL04        -.000552
    XMFG04    BROP04        -.001884   BGAS04        -.003573
    XMFG04    BELE04        -.000293   BAGR04        -.184443
    XMFG04    BMNG04        -.184443   BCMP04      -30.398041
    XMFG04    BFDS04        -.298623   BPPR04       -41.25386
    XMFG04    BSCG04       -6.077851   BMET04     -122.163055
    XMFG04    BTEX04        -5.75288   BLUM04       -3.232152
    XMFG04    BFAP04       -4.892144   BMFG04      857.161621
    XMFG04    BTAW04      -11.066607   BTRD04       -28.79953
    XMFG04    BFIN04      -23.661453   BSVC04      -57.650864
    XMFG04    BTRE04       -19.04158   BMAC04      -29.941315
    XMFG04    BCON04       -5.796793   BIMP04       -2.125491
    XMFG04    WRKF04         .041939
    XTAW04    KTAW04        1.111111   BCOL04        -.000544
    XTAW04    BCRO04         -.00019   BROP04        -.034464
    XTAW04    BGAS04        -.002049   BELE04        -.000677
    XTAW04    BAGR04        -.870055   BMNG04        -.019774
    XTAW04    BCMP04        -7.94914   BFDS04        -3.28248
    XTAW04    BPPR04       -1.918076   BSCG04       -1.028247
    XTAW04    BMET04        -6.46609   BTEX04       -2.887001
    XTAW04    BLUM04        -.039548   BMFG04        -7.45479
    XTAW04    BTAW04      914.338867   BTRD04      -32.172256
    XTAW04    BFIN04       -42.33609   BSVC04      -77.173874
    XTAW04    BTRE04      -15.562124   BMAC04       -6.149705
    XTAW04    BCON04      -26.022552   BIMP04      -17.717484
    XTAW04    WRKF04         .056178
    XTRD04    KTRD04        1.111111   BCOL04        -.000072
    XTRD04    BROP04         -.00734   BGAS04        -.005849
    XTRD04    BELE04        -.000748   BAGR04        -.912313
    XTRD04    BMNG04        -.036737   BCMP04       -7.831197
    XTRD04    BFDS04       -5.516737   BPPR04       -9.655826
    XTRD04    BSCG04       -1.763397   BMET04         -.48371
    XTRD04    BTEX04       -2.008313   BLUM04        -.563307
    XTRD04    BFAP04       -1.340917   BMFG04       -9.459893
    XTRD04    BTAW04       -7.561791   BTRD04       979.57373
    XTRD04    BFIN04      -67.854034   BSVC04     -108.014221
    XTRD04    BTRE04       -1.200089   BMAC04       -4.114594
    XTRD04    BCON04       -3.618639   BIMP04        -.281654
    XTRD04    WRKF04         .098946
    XFIN04    KFIN04        1.111111   BCOL04        -.000928
    XFIN04    BCRO04         -.00038   BROP04          -.0044
    XFIN04    BGAS04        -.001816   BELE04        -.000295
    XFIN04    BAGR04      -15.462405   BMNG04         -.29831
    XFIN04    BCMP04       -3.704017   BFDS04         -.90736
    XFIN04    BPPR04       -1.839579   BSCG04        -.341814
    XFIN04    BMET04        -.615264   BTEX04        -.652553
    XFIN04    BLUM04        -.180229   BFAP04        -.229947
    XFIN04    BMFG04       -5.487661   BTAW04       -7.526114
    XFIN04    BTRD04      -13.734694   BFIN04      889.320557
    XFIN04    BSVC04      -85.641678   BTRE04       -1.100018
    XFIN04    BMAC04       -3.989897   BCON04      -45.542007
    XFIN04    BIMP04        -.503398   WRKF04         .022181
    XSVC04    KSVC04        1.111111   BCOL04        -.001894
    XSVC04    BROP04        -.002865   BGAS04        -.005292
    XSVC04    BELE04        -.000635   BAGR04       -3.028066
    XSVC04    BMNG04        -.010207   BCMP04      -11.629473
    XSVC04    BFDS04      -12.837637   BPPR04       -3.428859
    XSVC04    BSCG04       -1.395632   BMET04       -1.353783
    XSVC04    BTEX04       -2.376861   BLUM04        -.051035
    XSVC04    BFAP04        -.683526   BMFG04      -60.039734
    XSVC04    BTAW04      -22.973831   BTRD04      -18.665131
    XSVC04    BFIN04      -34.265457   BSVC04      909.951416
    XSVC04    BTRE04       -5.094636   BMAC04       -7.108808
    XSVC04    BCON04      -11.875122   BIMP04       -1.793703
    XSVC04    WRKF04         .088158
    XTRE04    KTRE04        1.111111   BCOL04        -.001083
    XTRE04    BROP04        -.002115   BGAS04        -.002279
    XTRE04    BELE04        -.000209   BCMP04      -20.289261
    XTRE04    BPPR04       -1.998602   BSCG04       -7.580906
    XTRE04    BMET04      -84.644257   BTEX04      -11.784863
    XTRE04    BLUM04       -4.865561   BFAP04       -2.632642
    XTRE04    BMFG04      -96.608276   BTAW04      -12.887541
    XTRE04    BTRD04      -23.114868   BFIN04      -11.412709
    XTRE04    BSVC04      -44.644638   BTRE04      759.574707
    XTRE04    BMAC04      -67.277069   BCON04       -6.478228
    XTRE04    BIMP04       -1.102677   WRKF04         .026947
    XMAC04    KMAC04        1.111111   BCOL04        -.001121
    XMAC04    BROP04        -.003378   BGAS04        -.003396
    XMAC04    BELE04        -.000263   BMNG04        -.105128
    XMAC04    BCMP04      -16.445007   BFDS04        -.105128
    XMAC04    BPPR04       -4.385337   BSCG04       -7.809505
    XMAC04    BMET04     -122.459045   BTEX04        -1.30659
    XMAC04    BLUM04       -1.606956   BFAP04       -9.776901
    XMAC04    BMFG04      -72.132751   BTAW04       -8.485328
    XMAC04    BTRD04      -34.361832   BFIN04      -24.254517
    XMAC04    BSVC04      -44.533707   BTRE04      -18.112045
    XMAC04    BMAC04      826.313232   BCON04      -10.092284
    XMAC04    BIMP04        -.886079   WRKF04         .038297
    XCON04    KCON04        1.111111   BCOL04        -.000037
    XCON04    BROP04        -.016496   BGAS04        -.000442
    XCON04    BELE04        -.000046   BAGR04       -2.452465
    XCON04    BMNG04       -8.690867   BCMP04      -22.249359
    XCON04    BPPR04       -3.487536   BSCG04      -68.016281
    XCON04    BMET04       -43.15593   BTEX04        -2.66694
    XCON04    BLUM04      -46.158569   BFAP04       -8.457742
    XCON04    BMFG04     -111.349396   BTAW04      -24.767105
    XCON04    BTRD04      -77.826141   BFIN04      -13.511873
    XCON04    BSVC04      -63.122498   BTRE04        -.242449
    XCON04    BMAC04      -25.130768   BCON04      985.014404
    XCON04    BIMP04        -.941822   WRKF04         .039025
    CONS04    OBJ          -1.019509   BIMP04          -19.51
    CONS04    POPL04           1000.   DNRG04          -.0169
    CONS04    BAGR04       -8.298427   BCMP04       -7.942714
    CONS04    BFDS04      -92.553726   BPPR04       -1.833644
    CONS04    BSCG04       -1.467948   BTEX04       -66.82193
    CONS04    BFAP04      -13.010438   BMFG04      -35.386673
    CONS04    BTAW04      -35.536682   BTRD04     -191.764771
    CONS04    BFIN04     -177.045273   BSVC04     -240.282166
    CONS04    BTRE04      -40.103775   BMAC04        -.940706
    CONS04    BCON04      -66.048141   EGOV04          -.3462
    CNRG04    DNRG04              1.   BROP04          -.5979
    CNRG04    BGAS04          -.2445   BELE04         -.04619
    APCC04    POPL04          -245.1   UMOB04              1.
    GOVT04    BCOL04        -.001458   BROP04        -.006819
    GOVT04    BGAS04        -.005441   BELE04        -.000551
    GOVT04    BAGR04        7.501156   BMNG04        -.239763
    GOVT04    BCMP04      -18.398941   BFDS04       -6.456474
    GOVT04    BPPR04       -1.998024   BSCG04        -.633659
    GOVT04    BMET04       -1.712592   BTEX04       -3.819081
    GOVT04    BLUM04        -.194094   BFAP04       -3.059832
    GOVT04    BMFG04        -105.353   BTAW04      -24.609955
    GOVT04    BTRD04      -10.167092   BFIN04       -7.809422
    GOVT04    BSVC04     -534.786865   BTRE04      -68.218277
    GOVT04    BMAC04      -21.521576   BCON04     -178.948807
    GOVT04    BIMP04         -22.646   EGOV04              1.
    CAPF04    BCMP04         -.35435   BMET04        -.401597
    CAPF04    BTEX04       -1.051239   BLUM04        -.082682
    CAPF04    BFAP04      -22.725662   BMFG04      -80.862732
    CAPF04    BTAW04        -9.79188   BTRD04      -77.295609
    CAPF04    BFIN04      -24.851761   BSVC04       21.556305
    CAPF04    BTRE04     -175.415192   BMAC04     -282.877686
    CAPF04    BCON04     -345.845703   BIMP04          -7.772
    CAPF04    ECAP04              1.   ECP501        -.871073
    CAPF04    ECP502        -.909017   ECP503         -.95512
    XIMP04    BIMP04              1.   BTRB04             -1.
    XIMP04    LTAW04          -.0334
    XEXP04    BEXP04             -1.   BTRB04              1.
    IAGR04    BAGR04              1.   BTAW04        -.123939
    IAGR04    BTRD04        -.097273   BIMP04             -1.
    IMNG04    BMNG04              1.   BTAW04        -.202564
    IMNG04    BTRD04        -.002564   BIMP04             -1.
    ICMP04    BCMP04              1.   BTAW04        -.042059
    ICMP04    BTRD04        -.055242   BIMP04             -1.
    IFDS04    BFDS04              1.   BTAW04        -.027922
    IFDS04    BTRD04        -.076187   BIMP04             -1.
    IPPR04    BPPR04              1.   BTAW04        -.063893
    IPPR04    BTRD04        -.054978   BIMP04             -1.
    ISCG04    BSCG04              1.   BTAW04        -.065217
    ISCG04    BTRD04        -.093168   BIMP04             -1.
    IMET04    BMET04              1.   BTAW04        -.028916
    IMET04    BTRD04        -.028112   BIMP04             -1.
    ITEX04    BTEX04              1.   BTAW04        -.012403
    ITEX04    BTRD04        -.065116   BIMP04             -1.
    ILUM04    BLUM04              1.   BTAW04        -.089918
    ILUM04    BTRD04         -.06812   BIMP04             -1.
    IFAP04    BFAP04              1.   BTAW04        -.025641
    IFAP04    BTRD04        -.117949   BIMP04             -1.
    IMFG04    BMFG04              1.   BTAW04        -.013088
    IMFG04    BTRD04         -.08734   BIMP04             -1.
    ITAW04    BTAW04              1.   BIMP04             -1.
    ITAW04    LTAW04              1.
    ITRD04    BTRD04              1.   BIMP04             -1.
    IFIN04    BFIN04              1.   BIMP04             -1.
    ISVC04    BSVC04              1.   BIMP04             -1.
    ITRE04    BTAW04        -.018287   BTRD04        -.114228
    ITRE04    BTRE04              1.   BIMP04             -1.
    IMAC04    BTAW04        -.013901   BTRD04        -.089097
    IMAC04    BMAC04              1.   BIMP04             -1.
    ICON04    BTAW04        -.021739   BTRD04        -.092391
    ICON04    BCON04              1.   BIMP04             -1.
    E1AGR04   BAGR04        -.818859   BTAW04        -.101489
    E1AGR04   BTRD04        -.079653   BEXP04              1.
    E1MNG04   BMNG04        -.829787   BTAW04        -.168085
    E1MNG04   BTRD04        -.002128   BEXP04              1.
    E1CMP04   BCMP04        -.911327   BTAW04         -.03833
    E1CMP04   BTRD04        -.050343   BEXP04              1.
    E1FDS04   BFDS04        -.905708   BTAW04        -.025289
    E1FDS04   BTRD04        -.069003   BEXP04              1.
    E1PPR04   BPPR04        -.893758   BTAW04        -.057105
    E1PPR04   BTRD04        -.049137   BEXP04              1.
    E1SCG04   BSCG04        -.863271   BTAW04          -.0563
    E1SCG04   BTRD04        -.080429   BEXP04              1.
    E1MET04   BMET04        -.946049   BTAW04        -.027356
    E1MET04   BTRD04        -.026596   BEXP04              1.
    E1TEX04   BTEX04        -.928058   BTAW04        -.011511
    E1TEX04   BTRD04        -.060432   BEXP04              1.
    E1LUM04   BLUM04        -.863529   BTAW04        -.077647
    E1LUM04   BTRD04        -.058824   BEXP04              1.
    E1FAP04   BFAP04        -.874439   BTAW04        -.022422
    E1FAP04   BTRD04        -.103139   BEXP04              1.
    E1MFG04   BMFG04        -.908738   BTAW04        -.011893
    E1MFG04   BTRD04        -.079369   BEXP04              1.
    E1TAW04   BTAW04             -1.   BEXP04              1.
    E1TRD04   BTRD04             -1.   BEXP04              1.
    E1FIN04   BFIN04             -1.   BEXP04              1.
    E1SVC04   BSVC04             -1.   BEXP04              1.
    E1TRE04   BTAW04        -.016147   BTRD04        -.100863
    E1TRE04   BTRE04         -.88299   BEXP04              1.
    E1MAC04   BTAW04        -.012602   BTRD04        -.080777
    E1MAC04   BMAC04         -.90662   BEXP04              1.
    E1CON04   BTAW04        -.019512   BTRD04        -.082927
    E1CON04   BCON04        -.897561   BEXP04              1.
    E2AGR04   BAGR04        -.818859   BTAW04        -.101489
    E2AGR04   BTRD04        -.079653   BEXP04         .401143
    E2MNG04   BMNG04        -.829787   BTAW04        -.168085
    E2MNG04   BTRD04        -.002128   BEXP04         .717842
    E2CMP04   BCMP04        -.911327   BTAW04         -.03833
    E2CMP04   BTRD04        -.050343   BEXP04         .572148
    E2FDS04   BFDS04        -.905708   BTAW04        -.025289
    E2FDS04   BTRD04        -.069003   BEXP04         .422315
    E2PPR04   BPPR04        -.893758   BTAW04        -.057105
    E2PPR04   BTRD04        -.049137   BEXP04         .567646
    E2SCG04   BSCG04        -.863271   BTAW04          -.0563
    E2SCG04   BTRD04        -.080429   BEXP04         .471337
    E2MET04   BMET04        -.946049   BTAW04        -.027356
    E2MET04   BTRD04        -.026596   BEXP04         .789011
    E2TEX04   BTEX04        -.928058   BTAW04        -.011511
    E2TEX04   BTRD04        -.060432   BEXP04         .492619
    E2LUM04   BLUM04        -.863529   BTAW04        -.077647
    E2LUM04   BTRD04        -.058824   BEXP04         .547529
    E2FAP04   BFAP04        -.874439   BTAW04        -.022422
    E2FAP04   BTRD04        -.103139   BEXP04         .541174
    E2MFG04   BMFG04        -.908738   BTAW04        -.011893
    E2MFG04   BTRD04        -.079369   BEXP04          .51627
    E2TAW04   BTAW04             -1.
    E2TRD04   BTRD04             -1.
    E2FIN04   BFIN04             -1.
    E2SVC04   BSVC04             -1.
    E2TRE04   BTAW04        -.016147   BTRD04        -.100863
    E2TRE04   BTRE04         -.88299   BEXP04         .556971
    E2MAC04   BTAW04        -.012602   BTRD04        -.080777
    E2MAC04   BMAC04         -.90662   BEXP04         .634353
    E2CON04   BTAW04        -.019512   BTRD04        -.082927
    E2CON04   BCON04        -.897561   BEXP04            .375
    ULWR04    KLWR04              1.
    ULWP04    KLWP04              1.
    UMMC04    KMMC04              1.
    UENR04    KENR04              1.
    UFBR04    KFBR04              1.
    URPR04    KRPR04              1.
    UECM04    KECM04              1.
    UWCM04    KWCM04              1.
    UCLQ04    KCLQ04              1.
    UREF04    KREF04              1.
    UOSE04    KOSE04              1.
    UCFP04    KCFP04              1.
    UOFP04    KOFP04              1.
    UGFP04    KGFP04              1.
    UCGL04    KCGL04              1.
    UCGH04    KCGH04              1.
    UHYD04    KHYD04              1.
    UGEO04    KGEO04              1.
    UAGR04    KAGR04              1.
    UMNG04    KMNG04              1.
    UCMP04    KCMP04              1.
    UFDS04    KFDS04              1.
    UPPR04    KPPR04              1.
    USCG04    KSCG04              1.
    UMET04    KMET04              1.
    UTEX04    KTEX04              1.
    ULUM04    KLUM04              1.
    UFAP04    KFAP04              1.
    UMFG04    KMFG04              1.
    UTAW04    KTAW04              1.
    UTRD04    KTRD04              1.
    UFIN04    KFIN04              1.
    USVC04    KSVC04              1.
    UTRE04    KTRE04              1.
    UMAC04    KMAC04              1.
    UCON04    KCON04              1.
    WLWR04    MURF04       -9.838104   ECAP04      -33.585495
    WLWR04    KLWR04             -1.
    WLWP04    MURN04       -8.921747   MPLU04        -.276048
    WLWP04    ECAP04      -34.432404   KLWP04             -1.
    WMMC04    ECAP04        -.032029   KMMC04             -1.
    WENR04    ECAP04        -.224371   KENR04             -1.
    WFBR04    MPLU04        -.465639   MTLN04       -5.033102
    WFBR04    ECAP04      -44.428299   KFBR04             -1.
    WRPR04    ECAP04       -2.096846   KRPR04             -1.
    WECM04    ECAP04        -.014564   KECM04             -1.
    WWCM04    ECAP04        -.005172   KWCM04             -1.
    WCLQ04    ECAP04       -6.160605   KCLQ04             -1.
    WREF04    ECAP04        -.481851   KREF04             -1.
    WOSE04    ECAP04       -1.682063   KOSE04             -1.
    WCFP04    ECAP04      -23.936646   KCFP04             -1.
    WOFP04    ECAP04      -17.952484   KOFP04             -1.
    WGFP04    ECAP04      -10.970949   KGFP04             -1.
    WCGL04    ECAP04      -75.702805   KCGL04             -1.
    WCGH04    ECAP04       -6.383089   KCGH04             -1.
    WHYD04    ECAP04      -33.710693   KHYD04             -1.
    WGEO04    ECAP04      -47.873169   KGEO04             -1.
    WTDE04    ECAP04             -1.
    WAGR04    ECAP04        -1.14185   KAGR04             -1.
    WAGR04    EAGR04              1.
    WMNG04    ECAP04        -1.39724   KMNG04             -1.
    WMNG04    EMNG04              1.
    WCMP04    ECAP04        -.733089   KCMP04             -1.
    WCMP04    ECMP04              1.
    WFDS04    ECAP04        -.420023   KFDS04             -1.
    WFDS04    EFDS04              1.
    WPPR04    ECAP04        -.728128   KPPR04             -1.
    WPPR04    EPPR04              1.
    WSCG04    ECAP04        -.751806   KSCG04             -1.
    WSCG04    ESCG04              1.
    WMET04    ECAP04         -.89271   KMET04             -1.
    WMET04    EMET04              1.
    WTEX04    ECAP04        -.373186   KTEX04             -1.
    WTEX04    ETEX04              1.
    WLUM04    ECAP04        -.528003   KLUM04             -1.
    WLUM04    ELUM04              1.
    WFAP04    ECAP04         -.33667   KFAP04             -1.
    WFAP04    EFAP04              1.
    WMFG04    ECAP04        -.411666   KMFG04             -1.
    WMFG04    EMFG04              1.
    WTAW04    ECAP04        -1.41581   KTAW04             -1.
    WTAW04    ETAW04              1.
    WTRD04    ECAP04            -1.1   KTRD04             -1.
    WTRD04    ETRD04              1.
    WFIN04    ECAP04        -.131806   KFIN04             -1.
    WFIN04    EFIN04              1.
    WSVC04    ECAP04       -1.591249   KSVC04             -1.
    WSVC04    ESVC04              1.
    WTRE04    ECAP04        -.258494   KTRE04             -1.
    WTRE04    ETRE04              1.
    WMAC04    ECAP04         -.47393   KMAC04             -1.
    WMAC04    EMAC04              1.
    WCON04    ECAP04        -.220969   KCON04             -1.
    WCON04    ECON04              1.
RHS
    RHSIDE    BORS01            -24.   BGRS01           -164.
    RHSIDE    KLWR01            .263   KMMC01             13.
    RHSIDE    KENR01            17.1   KECM01           544.5
    RHSIDE    KWCM01            50.6   KREF01           48.75
    RHSIDE    KCFP01           1.612   KOFP01            .482
    RHSIDE    KGFP01            .622   KHYD01            .526
    RHSIDE    KAGR01       86.155991   KMNG01           9.387
    RHSIDE    KCMP01       95.547989   KFDS01          122.01
    RHSIDE    KPPR01       31.040985   KSCG01          19.329
    RHSIDE    KMET01          67.465   KTEX01          64.551
    RHSIDE    KLUM01           17.06   KFAP01       17.928986
    RHSIDE    KMFG01      159.181992   KTAW01       69.455994
    RHSIDE    KTRD01         224.312   KFIN01      220.996994
    RHSIDE    KSVC01      403.680908   KTRE01       98.394989
    RHSIDE    KMAC01          89.452   KCON01      147.286987
    RHSIDE    URXT01              1.   OVXT01              1.
    RHSIDE    GVXT01              1.   OSRB01            -5.9
    RHSIDE    OTRB01            -2.9   BCOL01        1.318121
    RHSIDE    DNRG01        8.264796   BAGR01     2106.789307
    RHSIDE    BMNG01        6.682549   BCMP01     6620.070313
    RHSIDE    BFDS01     21017.60938   BPPR01      707.374268
    RHSIDE    BSCG01     -198.123383   BMET01       20.372131
    RHSIDE    BTEX01    -10643.64453   BLUM01       554.54834
    RHSIDE    BFAP01     1130.702637   BMFG01    -2502.352051
    RHSIDE    BTAW01      -7404.1875   BTRD01     13828.76953
    RHSIDE    BFIN01     6495.664063   BSVC01    -34379.41016
    RHSIDE    BTRE01    -3334.509033   BMAC01     1071.918945
    RHSIDE    BCON01    -7846.160156   WRKF01      106.479248
    RHSIDE    ECAP01           12.93   URXT02              1.
    RHSIDE    OVXT02              1.   GVXT02              1.
    RHSIDE    OSRB02            -4.8   OTRB02            -4.2
    RHSIDE    BCOL02        1.375538   DNRG02        8.624808
    RHSIDE    BAGR02     2198.560303   BMNG02        6.973639
    RHSIDE    BCMP02     6908.441406   BFDS02     21933.12891
    RHSIDE    BPPR02      738.187256   BSCG02     -206.753571
    RHSIDE    BMET02       21.259537   BTEX02    -11107.27734
    RHSIDE    BLUM02      578.704346   BFAP02     1179.955811
    RHSIDE    BMFG02     -2611.35376   BTAW02    -7726.710938
    RHSIDE    BTRD02     14431.14453   BFIN02     6778.613281
    RHSIDE    BSVC02    -35876.96484   BTRE02    -3479.759033
    RHSIDE    BMAC02     1118.611572   BCON02    -8187.933594
    RHSIDE    BCRO02           -3.72   KMMC02          -2.158
    RHSIDE    KECM02      -90.386963   KWCM02       -8.399595
    RHSIDE    KREF02       -8.092497   KCFP02        -.267592
    RHSIDE    KOFP02        -.080012   KGFP02        -.103252
    RHSIDE    WRKF02      126.069092   ECAP02       16.069992
    RHSIDE    NRGP02            3.72   URXT03              1.
    RHSIDE    OVXT03              1.   GVXT03              1.
    RHSIDE    OSRB03            -3.7   OTRB03            -5.2
    RHSIDE    BCOL03        1.445303   DNRG03        9.062242
    RHSIDE    BAGR03     2310.067383   BMNG03        7.327329
    RHSIDE    BCMP03     7258.824219   BFDS03     23045.53906
    RHSIDE    BPPR03      775.626709   BSCG03     -217.239731
    RHSIDE    BMET03       22.337784   BTEX03    -11670.62109
    RHSIDE    BLUM03      608.055176   BFAP03     1239.801025
    RHSIDE    BMFG03    -2743.796631   BTAW03     -8118.59375
    RHSIDE    BTRD03     15163.06641   BFIN03     7122.414063
    RHSIDE    BSVC03    -37696.57813   BTRE03    -3656.246094
    RHSIDE    BMAC03     1175.345459   BCON03    -8603.210938
    RHSIDE    BCRO03           -5.91   KMMC03          -2.158
    RHSIDE    KECM03      -90.386963   KWCM03       -8.399595
    RHSIDE    KREF03       -8.092497   KCFP03        -.267592
    RHSIDE    KOFP03        -.080012   KGFP03        -.103252
    RHSIDE    WRKF03      147.850479   ECAP03            15.4
    RHSIDE    NRGP03            5.91   URXT04              1.
    RHSIDE    OVXT04              1.   GVXT04              1.
    RHSIDE    OSRB04            -2.6   OTRB04            -5.9
    RHSIDE    BCOL04        1.513215   DNRG04        9.488062
    RHSIDE    BAGR04      2418.61377   BMNG04        7.671629
    RHSIDE    BCMP04     7599.902344   BFDS04     24128.41406
    RHSIDE    BPPR04      812.072266   BSCG04     -227.447495
    RHSIDE    BMET04       23.387405   BTEX04    -12219.00391
    RHSIDE    BLUM04      636.626709   BFAP04     1298.057373
    RHSIDE    BMFG04    -2872.723633   BTAW04    -8500.074219
    RHSIDE    BTRD04     15875.55469   BFIN04     7457.082031
    RHSIDE    BSVC04    -39467.88281   BTRE04    -3828.047607
    RHSIDE    BMAC04        1230.573   BCON04    -9007.464844
    RHSIDE    BCRO04           -5.48   KMMC04          -2.171
    RHSIDE    KECM04      -90.931488   KWCM04       -8.450198
    RHSIDE    KREF04        -8.14125   KCFP04        -.269204
    RHSIDE    KOFP04        -.080494   KGFP04        -.103874
    RHSIDE    WRKF04      170.791641   ECAP04           15.17
    RHSIDE    NRGP04            5.48
BOUNDS
 PL BOUND     CONS01
 FX BOUND     WLWR01              0.
 FX BOUND     WLWP01              0.
 FX BOUND     WFBR01              0.
 FX BOUND     WRPR01              0.
 FX BOUND     WENR01              0.
 FX BOUND     WMMC01              0.
 FX BOUND     ICOL01              0.
 UP BOUND     IROP01              7.
 UP BOUND     IGAS01              5.
 FX BOUND     IELE01              0.
 UP BOUND     E1COL01       2.915768
 UP BOUND     E1CRO01        .357869
 UP BOUND     E1ROP01        .837864
 UP BOUND     E1GAS01        .154173
 UP BOUND     E1ELE01        .006721
 FX BOUND     ITRD01              0.
 UP BOUND     IAGR01     2136.041992
 UP BOUND     IMNG01        2206.896
 UP BOUND     ICMP01     2236.071289
 UP BOUND     IFDS01     2825.827148
 UP BOUND     IPPR01     2852.918457
 UP BOUND     ISCG01      564.748535
 UP BOUND     IMET01     7093.742188
 UP BOUND     ITEX01     1892.220459
 UP BOUND     ILUM01     1579.628906
 UP BOUND     IFAP01       89.609558
 UP BOUND     IMFG01     4678.449219
 UP BOUND     ITAW01     2840.414795
 UP BOUND     IFIN01       41.678864
 UP BOUND     ISVC01     5853.796875
 UP BOUND     ITRE01     1927.647461
 UP BOUND     IMAC01     3432.254639
 UP BOUND     ICON01      125.036606
 UP BOUND     E1AGR01    5521.097656
 UP BOUND     E1MNG01     643.899902
 UP BOUND     E1CMP01    4789.519531
 UP BOUND     E1FDS01    3792.159668
 UP BOUND     E1PPR01    1031.609863
 UP BOUND     E1SCG01     511.009766
 UP BOUND     E1MET01    1802.919678
 UP BOUND     E1TEX01     952.149902
 UP BOUND     E1LUM01     582.249756
 UP BOUND     E1FAP01     305.509766
 UP BOUND     E1MFG01    5644.398438
 UP BOUND     E1TAW01    3575.699463
 UP BOUND     E1FIN01     913.789795
 UP BOUND     E1SVC01    14800.65234
 UP BOUND     E1TRE01    6193.765625
 UP BOUND     E1MAC01    9022.816406
 UP BOUND     E1CON01     280.849854
 FX BOUND     E1TRD01             0.
 UP BOUND     XCOL01        3.379649
 FR BOUND     XCRO01
 FR BOUND     XROP01
 FR BOUND     XGAS01
 FR BOUND     XELE01
 FR BOUND     XAGR01
 FR BOUND     XMNG01
 FR BOUND     XCMP01
 FR BOUND     XFDS01
 FR BOUND     XPPR01
 FR BOUND     XSCG01
 FR BOUND     XMET01
 FR BOUND     XTEX01
 FR BOUND     XLUM01
 FR BOUND     XFAP01
 FR BOUND     XMFG01
 FR BOUND     XTAW01
 FR BOUND     XTRD01
 FR BOUND     XFIN01
 FR BOUND     XSVC01
 FR BOUND     XTRE01
 FR BOUND     XMAC01
 FR BOUND     XCON01
 UP BOUND     E2AGR01    1105.481445
 UP BOUND     E2MNG01     350.688721
 UP BOUND     E2CMP01      1451.9375
 UP BOUND     E2FDS01     793.341797
 UP BOUND     E2PPR01     312.887695
 UP BOUND     E2SCG01     118.505981
 UP BOUND     E2MET01     1629.79126
 UP BOUND     E2TEX01     234.361954
 UP BOUND     E2LUM01     165.547562
 UP BOUND     E2FAP01      85.142014
 UP BOUND     E2MFG01    1471.406494
 UP BOUND     E2TRE01    1803.674316
 UP BOUND     E2MAC01    3398.204346
 UP BOUND     E2CON01      53.495209
 FX BOUND     E2TRD01             0.
 FX BOUND     PFBR01              0.
 UP BOUND     PHYD01          .47304
 UP BOUND     PGEO01         .000007
 UP BOUND     WWCM01             30.
 UP BOUND     PODR01            400.
 UP BOUND     PGDR01            300.
 UP BOUND     POSE01          .00001
 PL BOUND     CONS02
 FX BOUND     ICOL02              0.
 UP BOUND     IROP02              7.
 UP BOUND     IGAS02              5.
 FX BOUND     IELE02              0.
 UP BOUND     E1COL02       3.554255
 UP BOUND     E1CRO02        .436234
 UP BOUND     E1ROP02       1.021337
 UP BOUND     E1GAS02        .187933
 UP BOUND     E1ELE02        .008193
 FX BOUND     ITRD02              0.
 UP BOUND     IAGR02     2229.086914
 UP BOUND     IMNG02     2303.027344
 UP BOUND     ICMP02     2333.473633
 UP BOUND     IFDS02     2948.919189
 UP BOUND     IPPR02      2977.19043
 UP BOUND     ISCG02      589.348633
 UP BOUND     IMET02     7402.742188
 UP BOUND     ITEX02     1974.644775
 UP BOUND     ILUM02     1648.437012
 UP BOUND     IFAP02       93.512909
 UP BOUND     IMFG02     4882.242188
 UP BOUND     ITAW02     2964.142334
 UP BOUND     IFIN02        43.49437
 UP BOUND     ISVC02      6108.78125
 UP BOUND     ITRE02      2011.61499
 UP BOUND     IMAC02     3581.762451
 UP BOUND     ICON02      130.483139
 UP BOUND     E1AGR02     6730.09375
 UP BOUND     E1MNG02     784.899414
 UP BOUND     E1CMP02    5838.316406
 UP BOUND     E1FDS02    4622.554688
 UP BOUND     E1PPR02    1257.509277
 UP BOUND     E1SCG02     622.909668
 UP BOUND     E1MET02     2197.71875
 UP BOUND     E1TEX02     1160.64917
 UP BOUND     E1LUM02     709.749512
 UP BOUND     E1FAP02     372.409668
 UP BOUND     E1MFG02    6880.394531
 UP BOUND     E1TAW02    4358.695313
 UP BOUND     E1FIN02    1113.889404
 UP BOUND     E1SVC02    18041.66406
 UP BOUND     E1TRE02      7550.0625
 UP BOUND     E1MAC02    10998.61328
 UP BOUND     E1CON02     342.349609
 FX BOUND     E1TRD02             0.
 UP BOUND     XCOL02        4.641382
 FR BOUND     XCRO02
 FR BOUND     XROP02
 FR BOUND     XGAS02
 FR BOUND     XELE02
 FR BOUND     XAGR02
 FR BOUND     XMNG02
 FR BOUND     XCMP02
 FR BOUND     XFDS02
 FR BOUND     XPPR02
 FR BOUND     XSCG02
 FR BOUND     XMET02
 FR BOUND     XTEX02
 FR BOUND     XLUM02
 FR BOUND     XFAP02
 FR BOUND     XMFG02
 FR BOUND     XTAW02
 FR BOUND     XTRD02
 FR BOUND     XFIN02
 FR BOUND     XSVC02
 FR BOUND     XTRE02
 FR BOUND     XMAC02
 FR BOUND     XCON02
 UP BOUND     E2AGR02    1347.557129
 UP BOUND     E2MNG02     427.481689
 UP BOUND     E2CMP02    1769.879395
 UP BOUND     E2FDS02     967.065918
 UP BOUND     E2PPR02     381.403076
 UP BOUND     E2SCG02     144.456146
 UP BOUND     E2MET02    1986.679199
 UP BOUND     E2TEX02     285.681885
 UP BOUND     E2LUM02     201.798752
 UP BOUND     E2FAP02     103.786194
 UP BOUND     E2MFG02    1793.611572
 UP BOUND     E2TRE02    2198.638428
 UP BOUND     E2MAC02    4142.332031
 UP BOUND     E2CON02      65.209457
 FX BOUND     E2TRD02             0.
 FX BOUND     PFBR02              0.
 UP BOUND     PHYD02          .47304
 UP BOUND     PGEO02          .00675
 UP BOUND     WWCM02             30.
 UP BOUND     PODR02            588.
 UP BOUND     PGDR02            441.
 UP BOUND     POSE02          .00001
 FX BOUND     ICOL03              0.
 UP BOUND     IROP03              7.
 UP BOUND     IGAS03              5.
 FX BOUND     IELE03              0.
 UP BOUND     E1COL03       4.320444
 UP BOUND     E1CRO03        .530272
 UP BOUND     E1ROP03       1.241506
 UP BOUND     E1GAS03        .228446
 UP BOUND     E1ELE03        .009959
 FX BOUND     ITRD03              0.
 UP BOUND     IAGR03      2342.14209
 UP BOUND     IMNG03     2419.832764
 UP BOUND     ICMP03        2451.823
 UP BOUND     IFDS03     3098.482666
 UP BOUND     IPPR03     3128.188232
 UP BOUND     ISCG03      619.239502
 UP BOUND     IMET03     7778.191406
 UP BOUND     ITEX03     2074.795166
 UP BOUND     ILUM03     1732.042725
 UP BOUND     IFAP03       98.255722
 UP BOUND     IMFG03     5129.855469
 UP BOUND     ITAW03     3114.478027
 UP BOUND     IFIN03       45.700317
 UP BOUND     ISVC03     6418.605469
 UP BOUND     ITRE03     2113.640381
 UP BOUND     IMAC03     3763.422607
 UP BOUND     ICON03         137.101
 UP BOUND     E1AGR03    8180.898438
 UP BOUND     E1MNG03     954.099854
 UP BOUND     E1CMP03    7096.878906
 UP BOUND     E1FDS03    5619.039063
 UP BOUND     E1PPR03      1528.5896
 UP BOUND     E1SCG03     757.189697
 UP BOUND     E1MET03    2671.479492
 UP BOUND     E1TEX03    1410.849609
 UP BOUND     E1LUM03     862.749756
 UP BOUND     E1FAP03     452.689697
 UP BOUND     E1MFG03    8363.597656
 UP BOUND     E1TAW03    5298.296875
 UP BOUND     E1FIN03    1354.009766
 UP BOUND     E1SVC03    21930.89453
 UP BOUND     E1TRE03       9177.625
 UP BOUND     E1MAC03    13369.57813
 UP BOUND     E1CON03     416.149902
 FX BOUND     E1TRD03             0.
 UP BOUND     XCOL03        6.150956
 FR BOUND     XCRO03
 FR BOUND     XROP03
 FR BOUND     XGAS03
 FR BOUND     XELE03
 FR BOUND     XAGR03
 FR BOUND     XMNG03
 FR BOUND     XCMP03
 FR BOUND     XFDS03
 FR BOUND     XPPR03
 FR BOUND     XSCG03
 FR BOUND     XMET03
 FR BOUND     XTEX03
 FR BOUND     XLUM03
 FR BOUND     XFAP03
 FR BOUND     XMFG03
 FR BOUND     XTAW03
 FR BOUND     XTRD03
 FR BOUND     XFIN03
 FR BOUND     XSVC03
 FR BOUND     XTRE03
 FR BOUND     XMAC03
 FR BOUND     XCON03
 UP BOUND     E2AGR03    1638.049072
 UP BOUND     E2MNG03     519.633789
 UP BOUND     E2CMP03    2151.411133
 UP BOUND     E2FDS03    1175.535645
 UP BOUND     E2PPR03     463.621826
 UP BOUND     E2SCG03     175.596451
 UP BOUND     E2MET03    2414.946289
 UP BOUND     E2TEX03     347.266113
 UP BOUND     E2LUM03     245.300385
 UP BOUND     E2FAP03     126.159317
 UP BOUND     E2MFG03    2180.259277
 UP BOUND     E2TRE03    2672.597656
 UP BOUND     E2MAC03    5035.292969
 UP BOUND     E2CON03      79.266632
 FX BOUND     E2TRD03             0.
 FX BOUND     PFBR03              0.
 UP BOUND     PHYD03          .46428
 UP BOUND     PGEO03          .02625
 UP BOUND     WWCM03             30.
 UP BOUND     PODR03            864.
 UP BOUND     PGDR03            648.
 UP BOUND     POSE03          .00001
 FX BOUND     ICOL04              0.
 UP BOUND     IROP04              7.
 UP BOUND     IGAS04              5.
 FX BOUND     IELE04              0.
 UP BOUND     E1COL04       5.235612
 UP BOUND     E1CRO04        .642596
 UP BOUND     E1ROP04       1.504484
 UP BOUND     E1GAS04        .276835
 UP BOUND     E1ELE04        .012069
 FX BOUND     ITRD04              0.
 UP BOUND     IAGR04     2452.195801
 UP BOUND     IMNG04     2533.537109
 UP BOUND     ICMP04     2567.030518
 UP BOUND     IFDS04     3244.075684
 UP BOUND     IPPR04     3275.177002
 UP BOUND     ISCG04       648.33667
 UP BOUND     IMET04     8143.679688
 UP BOUND     ITEX04     2172.286621
 UP BOUND     ILUM04     1813.428711
 UP BOUND     IFAP04      102.872604
 UP BOUND     IMFG04     5370.902344
 UP BOUND     ITAW04     3260.822754
 UP BOUND     IFIN04       47.847702
 UP BOUND     ISVC04     6720.207031
 UP BOUND     ITRE04     2212.957275
 UP BOUND     IMAC04     3940.260254
 UP BOUND     ICON04      143.543167
 UP BOUND     E1AGR04    9913.792969
 UP BOUND     E1MNG04    1156.199463
 UP BOUND     E1CMP04     8600.15625
 UP BOUND     E1FDS04    6809.277344
 UP BOUND     E1PPR04     1852.37915
 UP BOUND     E1SCG04      917.57959
 UP BOUND     E1MET04    3237.358643
 UP BOUND     E1TEX04    1709.699219
 UP BOUND     E1LUM04    1045.499512
 UP BOUND     E1FAP04      548.57959
 UP BOUND     E1MFG04    10135.19531
 UP BOUND     E1TAW04     6420.59375
 UP BOUND     E1FIN04    1640.819336
 UP BOUND     E1SVC04    26576.34766
 UP BOUND     E1TRE04    11121.65234
 UP BOUND     E1MAC04    16201.55078
 UP BOUND     E1CON04     504.299805
 FX BOUND     E1TRD04             0.
 UP BOUND     XCOL04        7.863316
 FR BOUND     XCRO04
 FR BOUND     XROP04
 FR BOUND     XGAS04
 FR BOUND     XELE04
 FR BOUND     XAGR04
 FR BOUND     XMNG04
 FR BOUND     XCMP04
 FR BOUND     XFDS04
 FR BOUND     XPPR04
 FR BOUND     XSCG04
 FR BOUND     XMET04
 FR BOUND     XTEX04
 FR BOUND     XLUM04
 FR BOUND     XFAP04
 FR BOUND     XMFG04
 FR BOUND     XTAW04
 FR BOUND     XTRD04
 FR BOUND     XFIN04
 FR BOUND     XSVC04
 FR BOUND     XTRE04
 FR BOUND     XMAC04
 FR BOUND     XCON04
 UP BOUND     E2AGR04    1985.024658
 UP BOUND     E2MNG04     629.703857
 UP BOUND     E2CMP04     2607.12793
 UP BOUND     E2FDS04    1424.540527
 UP BOUND     E2PPR04     561.827393
 UP BOUND     E2SCG04     212.791718
 UP BOUND     E2MET04     2926.48584
 UP BOUND     E2TEX04     420.824951
 UP BOUND     E2LUM04     297.260498
 UP BOUND     E2FAP04      152.88269
 UP BOUND     E2MFG04    2642.086914
 UP BOUND     E2TRE04    3238.713623
 UP BOUND     E2MAC04    6101.882813
 UP BOUND     E2CON04      96.057068
 FX BOUND     E2TRD04             0.
 FX BOUND     PFBR04              0.
 UP BOUND     PHYD04          .45552
 UP BOUND     PGEO04          .04452
 UP BOUND     PODR04           1269.
 UP BOUND     PGDR04            952.
 UP BOUND     POSE04          .00001
ENDATA
