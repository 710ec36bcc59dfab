NAME          SHIP04S SIZE: N=1458, M=403, NZ=5810
ROWS
 N  COST
 G  REGMIN
 L  REGMAX
 G  OVRMIN
 L  OVRMAX
 G  REGMIN01
 G  REGMIN02
 E  REGMIN03
 G  REGMIN04
 E  REGMIN05
 E  REGMIN06
 E  REGMIN07
 E  REGMIN08
 L  REGMAX01
 L  REGMAX02
 L  REGMAX04
 G  OVRMIN01
 G  OVRMIN02
 E  OVRMIN03
 G  OVRMIN04
 E  OVRMIN05
 E  OVRMIN06
 E  OVRMIN07
 E  OVRMIN08
 L  OVRMAX01
 L  OVRMAX02
 L  OVRMAX04
 L  TRAN0101
 L  TRAN0102
 L  TRAN0103
 L  TRAN0104
 L  TRAN0105
 L  TRAN0106
 L  TRAN0107
 L  TRAN0108
 L  TRAN0201
 L  TRAN0202
 L  TRAN0203
 L  TRAN0204
 L  TRAN0205
 L  TRAN0206
 L  TRAN0207
 L  TRAN0208
 L  TRAN0301
 L  TRAN0302
 L  TRAN0303
 L  TRAN0304
 L  TRAN0305
 L  TRAN0306
 L  TRAN0307
 L  TRAN0308
 L  TRAN0401
 L  TRAN0402
 L  TRAN0403
 L  TRAN0404
 L  TRAN0405
 L  TRAN0406
 L  TRAN0407
 L  TRAN0408
 E  BAL0101
 E  BAL0102
 E  BAL0103
 E  BAL0104
 E  BAL0105
 E  BAL0106
 E  BAL0107
 E  BAL0108
 E  BAL0109
 E  BAL0110
 E  BAL0111
 E  BAL0112
 E  BAL0113
 E  BAL0114
 E  BAL0115
 E  BAL0116
 E  BAL0117
 E  BAL0118
 E  BAL0119
 E  BAL0120
 E  BAL0121
 E  BAL0122
 E  BAL0123
 E  BAL0124
 E  BAL0125
 E  BAL0126
 E  BAL0127
 E  BAL0128
 E  BAL0129
 E  BAL0130
 E  BAL0131
 E  BAL0132
 E  BAL0133
 E  BAL0134
 E  BAL0135
 E  BAL0136
 E  BAL0137
 E  BAL0138
 E  BAL0139
 E  BAL0140
 E  BAL0141
 E  BAL0142
 E  BAL0143
 E  BAL0144
 E  BAL0145
 E  BAL0146
 E  BAL0147
 E  BAL0148
 E  BAL0149
 E  BAL0150
 E  BAL0151
 E  BAL0152
 E  BAL0153
 E  BAL0154
 E  BAL0155
 E  BAL0156
 E  BAL0157
 E  BAL0158
 E  BAL0159
 E  BAL0160
 E  BAL0161
 E  BAL0162
 E  BAL0163
 E  BAL0164
 E  BAL0165
 E  BAL0166
 E  BAL0167
 E  BAL0168
 E  BAL0169
 E  BAL0170
 E  BAL0171
 E  BAL0172
 E  BAL0173
 E  BAL0174
 E  BAL0175
 E  BAL0176
 E  BAL0177
 E  BAL0178
 E  BAL0179
 E  BAL0180
 E  BAL0181
 E  BAL0182
 E  BAL0183
 E  BAL0184
 E  BAL0185
 E  BAL0186
 E  BAL0201
 E  BAL0202
 E  BAL0203
 E  BAL0204
 E  BAL0205
 E  BAL0206
 E  BAL0207
 E  BAL0208
 E  BAL0209
 E  BAL0210
 E  BAL0211
 E  BAL0212
 E  BAL0213
 E  BAL0214
 E  BAL0215
 E  BAL0216
 E  BAL0217
 E  BAL0218
 E  BAL0219
 E  BAL0220
 E  BAL0221
 E  BAL0222
 E  BAL0223
 E  BAL0224
 E  BAL0225
 E  BAL0226
 E  BAL0227
 E  BAL0228
 E  BAL0229
 E  BAL0230
 E  BAL0231
 E  BAL0232
 E  BAL0233
 E  BAL0234
 E  BAL0235
 E  BAL0236
 E  BAL0237
 E  BAL0238
 E  BAL0239
 E  BAL0240
 E  BAL0241
 E  BAL0242
 E  BAL0243
 E  BAL0244
 E  BAL0245
 E  BAL0246
 E  BAL0247
 E  BAL0248
 E  BAL0249
 E  BAL0250
 E  BAL0251
 E  BAL0252
 E  BAL0253
 E  BAL0254
 E  BAL0255
 E  BAL0256
 E  BAL0257
 E  BAL0258
 E  BAL0259
 E  BAL0260
 E  BAL0261
 E  BAL0262
 E  BAL0263
 E  BAL0264
 E  BAL0265
 E  BAL0266
 E  BAL0267
 E  BAL0268
 E  BAL0269
 E  BAL0270
 E  BAL0271
 E  BAL0272
 E  BAL0273
 E  BAL0274
 E  BAL0275
 E  BAL0276
 E  BAL0277
 E  BAL0278
 E  BAL0279
 E  BAL0280
 E  BAL0281
 E  BAL0282
 E  BAL0283
 E  BAL0284
 E  BAL0285
 E  BAL0286
 E  BAL0301
 E  BAL0302
 E  BAL0303
 E  BAL0304
 E  BAL0305
 E  BAL0306
 E  BAL0307
 E  BAL0308
 E  BAL0309
 E  BAL0310
 E  BAL0311
 E  BAL0312
 E  BAL0313
 E  BAL0314
 E  BAL0315
 E  BAL0316
 E  BAL0317
 E  BAL0318
 E  BAL0319
 E  BAL0320
 E  BAL0321
 E  BAL0322
 E  BAL0323
 E  BAL0324
 E  BAL0325
 E  BAL0326
 E  BAL0327
 E  BAL0328
 E  BAL0329
 E  BAL0330
 E  BAL0331
 E  BAL0332
 E  BAL0333
 E  BAL0334
 E  BAL0335
 E  BAL0336
 E  BAL0337
 E  BAL0338
 E  BAL0339
 E  BAL0340
 E  BAL0341
 E  BAL0342
 E  BAL0343
 E  BAL0344
 E  BAL0345
 E  BAL0346
 E  BAL0347
 E  BAL0348
 E  BAL0349
 E  BAL0350
 E  BAL0351
 E  BAL0352
 E  BAL0353
 E  BAL0354
 E  BAL0355
 E  BAL0356
 E  BAL0357
 E  BAL0358
 E  BAL0359
 E  BAL0360
 E  BAL0361
 E  BAL0362
 E  BAL0363
 E  BAL0364
 E  BAL0365
 E  BAL0366
 E  BAL0367
 E  BAL0368
 E  BAL0369
 E  BAL0370
 E  BAL0371
 E  BAL0372
 E  BAL0373
 E  BAL0374
 E  BAL0375
 E  BAL0376
 E  BAL0377
 E  BAL0378
 E  BAL0379
 E  BAL0380
 E  BAL0381
 E  BAL0382
 E  BAL0383
 E  BAL0384
 E  BAL0385
 E  BAL0386
 E  BAL0401
 E  BAL0402
 E  BAL0403
 E  BAL0404
 E  BAL0405
 E  BAL0406
 E  BAL0407
 E  BAL0408
 E  BAL0409
 E  BAL0410
 E  BAL0411
 E  BAL0412
 E  BAL0413
 E  BAL0414
 E  BAL0415
 E  BAL0416
 E  BAL0417
 E  BAL0418
 E  BAL0419
 E  BAL0420
 E  BAL0421
 E  BAL0422
 E  BAL0423
 E  BAL0424
 E  BAL0425
 E  BAL0426
 E  BAL0427
 E  BAL0428
 E  BAL0429
 E  BAL0430
 E  BAL0431
 E  BAL0432
 E  BAL0433
 E  BAL0434
 E  BAL0435
 E  BAL0436
 E  BAL0437
 E  BAL0438
 E  BAL0439
 E  BAL0440
 E  BAL0441
 E  BAL0442
 E  BAL0443
 E  BAL0444
 E  BAL0445
 E  BAL0446
 E  BAL0447
 E  BAL0448
 E  BAL0449
 E  BAL0450
 E  BAL0451
 E  BAL0452
 E  BAL0453
 E  BAL0454
 E  BAL0455
 E  BAL0456
 E  BAL0457
 E  BAL0458
 E  BAL0459
 E  BAL0460
 E  BAL0461
 E  BAL0462
 E  BAL0463
 E  BAL0464
 E  BAL0465
 E  BAL0466
 E  BAL0467
 E  BAL0468
 E  BAL0469
 E  BAL0470
 E  BAL0471
 E  BAL0472
 E  BAL0473
 E  BAL0474
 E  BAL0475
 E  BAL0476
 E  BAL0477
 E  BAL0478
 E  BAL0479
 E  BAL0480
 E  BAL0481
 E  BAL0482
 E  BAL0483
 E  BAL0484
 E  BAL0485
 E  BAL0486
COLUMNS
    PREG0101  COST             4503.   REGMIN        .0138875
    PREG0101  REGMAX        .0138875   REGMIN01      .0138875
    PREG0101  REGMAX01      .0138875   TRAN0101           -1.
    PREG0101  BAL0101             1.
    PREG0102  COST             4505.   REGMIN        .0138875
    PREG0102  REGMAX        .0138875   REGMIN01      .0138875
    PREG0102  REGMAX01      .0138875   TRAN0201           -1.
    PREG0102  BAL0201             1.
    PREG0201  COST             4713.   REGMIN        .0192312
    PREG0201  REGMAX        .0192312   REGMIN02      .0192312
    PREG0201  REGMAX02      .0192312   TRAN0102           -1.
    PREG0201  BAL0102             1.
    PREG0202  COST             4812.   REGMIN        .0192312
    PREG0202  REGMAX        .0192312   REGMIN02      .0192312
    PREG0202  REGMAX02      .0192312   TRAN0202           -1.
    PREG0202  BAL0202             1.
    PREG0401  COST             4580.   REGMIN        .0138875
    PREG0401  REGMAX        .0138875   REGMIN04      .0138875
    PREG0401  REGMAX04      .0138875   TRAN0104           -1.
    PREG0401  BAL0104             1.
    PREG0403  COST             2545.   REGMIN        .0294125
    PREG0403  REGMAX        .0294125   REGMIN04      .0294125
    PREG0403  REGMAX04      .0294125   TRAN0304           -1.
    PREG0403  BAL0304             1.
    PREG0404  COST             4671.   REGMIN        .0138875
    PREG0404  REGMAX        .0138875   REGMIN04      .0138875
    PREG0404  REGMAX04      .0138875   TRAN0404           -1.
    PREG0404  BAL0404             1.
    POVR0101  COST             6021.   OVRMIN           2.222
    POVR0101  OVRMAX           2.222   OVRMIN01         2.222
    POVR0101  OVRMAX01         2.222   TRAN0101           -1.
    POVR0101  BAL0101             1.
    POVR0102  COST             6023.   OVRMIN           2.222
    POVR0102  OVRMAX           2.222   OVRMIN01         2.222
    POVR0102  OVRMAX01         2.222   TRAN0201           -1.
    POVR0102  BAL0201             1.
    POVR0201  COST             7267.   OVRMIN           3.077
    POVR0201  OVRMAX           3.077   OVRMIN02         3.077
    POVR0201  OVRMAX02         3.077   TRAN0102           -1.
    POVR0201  BAL0102             1.
    POVR0202  COST             7366.   OVRMIN           3.077
    POVR0202  OVRMAX           3.077   OVRMIN02         3.077
    POVR0202  OVRMAX02         3.077   TRAN0202           -1.
    POVR0202  BAL0202             1.
    POVR0401  COST             5689.   OVRMIN           2.222
    POVR0401  OVRMAX           2.222   OVRMIN04         2.222
    POVR0401  OVRMAX04         2.222   TRAN0104           -1.
    POVR0401  BAL0104             1.
    POVR0403  COST             3448.   OVRMIN           4.706
    POVR0403  OVRMAX           4.706   OVRMIN04         4.706
    POVR0403  OVRMAX04         4.706   TRAN0304           -1.
    POVR0403  BAL0304             1.
    POVR0404  COST             5780.   OVRMIN           2.222
    POVR0404  OVRMAX           2.222   OVRMIN04         2.222
    POVR0404  OVRMAX04         2.222   TRAN0404           -1.
    POVR0404  BAL0404             1.
    SH010201  COST           364.122   TRAN0102            1.
    SH010201  BAL0102            -1.   BAL0101             1.
    SH010301  COST           139.764   TRAN0103            1.
    SH010301  BAL0103            -1.   BAL0101             1.
    SH010401  COST           255.008   TRAN0104            1.
    SH010401  BAL0104            -1.   BAL0101             1.
    SH010501  COST           290.562   TRAN0105            1.
    SH010501  BAL0105            -1.   BAL0101             1.
    SH010601  COST           154.476   TRAN0106            1.
    SH010601  BAL0152            -1.   BAL0101             1.
    SH010801  COST           175.318   TRAN0108            1.
    SH010801  BAL0183            -1.   BAL0101             1.
    SH010102  COST           581.124   TRAN0101            1.
    SH010102  BAL0101            -1.   BAL0102             1.
    SH010302  COST           511.242   TRAN0103            1.
    SH010302  BAL0103            -1.   BAL0102             1.
    SH010402  COST           750.312   TRAN0104            1.
    SH010402  BAL0104            -1.   BAL0102             1.
    SH010502  COST           908.466   TRAN0105            1.
    SH010502  BAL0105            -1.   BAL0102             1.
    SH010602  COST           463.428   TRAN0106            1.
    SH010602  BAL0152            -1.   BAL0102             1.
    SH010802  COST           638.746   TRAN0108            1.
    SH010802  BAL0183            -1.   BAL0102             1.
    SH010103  COST            300.37   TRAN0101            1.
    SH010103  BAL0101            -1.   BAL0103             1.
    SH010203  COST           581.124   TRAN0102            1.
    SH010203  BAL0102            -1.   BAL0103             1.
    SH010403  COST           449.942   TRAN0104            1.
    SH010403  BAL0104            -1.   BAL0103             1.
    SH010503  COST           348.184   TRAN0105            1.
    SH010503  BAL0105            -1.   BAL0103             1.
    SH010603  COST            110.34   TRAN0106            1.
    SH010603  BAL0152            -1.   BAL0103             1.
    SH010803  COST            312.63   TRAN0108            1.
    SH010803  BAL0183            -1.   BAL0103             1.
    SH010104  COST           213.324   TRAN0101            1.
    SH010104  BAL0101            -1.   BAL0104             1.
    SH010204  COST           616.678   TRAN0102            1.
    SH010204  BAL0102            -1.   BAL0104             1.
    SH010304  COST           297.918   TRAN0103            1.
    SH010304  BAL0103            -1.   BAL0104             1.
    SH010504  COST           391.094   TRAN0105            1.
    SH010504  BAL0105            -1.   BAL0104             1.
    SH010604  COST            300.37   TRAN0106            1.
    SH010604  BAL0152            -1.   BAL0104             1.
    SH010804  COST            71.108   TRAN0108            1.
    SH010804  BAL0183            -1.   BAL0104             1.
    SH010105  COST            331.02   TRAN0101            1.
    SH010105  BAL0101            -1.   BAL0105             1.
    SH010205  COST           632.616   TRAN0102            1.
    SH010205  BAL0102            -1.   BAL0105             1.
    SH010305  COST           348.184   TRAN0103            1.
    SH010305  BAL0103            -1.   BAL0105             1.
    SH010405  COST            349.41   TRAN0104            1.
    SH010405  BAL0104            -1.   BAL0105             1.
    SH010605  COST           399.676   TRAN0106            1.
    SH010605  BAL0152            -1.   BAL0105             1.
    SH010705  COST           409.484   TRAN0107            1.
    SH010705  BAL0164            -1.   BAL0105             1.
    SH010805  COST           332.246   TRAN0108            1.
    SH010805  BAL0183            -1.   BAL0105             1.
    SH010106  COST           243.974   TRAN0101            1.
    SH010106  BAL0101            -1.   BAL0106             1.
    SH010206  COST           511.242   TRAN0102            1.
    SH010206  BAL0102            -1.   BAL0106             1.
    SH010306  COST           261.138   TRAN0103            1.
    SH010306  BAL0103            -1.   BAL0106             1.
    SH010406  COST           268.494   TRAN0104            1.
    SH010406  BAL0104            -1.   BAL0106             1.
    SH010506  COST           308.952   TRAN0105            1.
    SH010506  BAL0105            -1.   BAL0106             1.
    SH010606  COST           252.556   TRAN0106            1.
    SH010606  BAL0152            -1.   BAL0106             1.
    SH010706  COST             245.2   TRAN0107            1.
    SH010706  BAL0164            -1.   BAL0106             1.
    SH010806  COST           185.126   TRAN0108            1.
    SH010806  BAL0183            -1.   BAL0106             1.
    SH010107  COST            25.746   TRAN0101            1.
    SH010107  BAL0101            -1.   BAL0107             1.
    SH010207  COST           357.992   TRAN0102            1.
    SH010207  BAL0102            -1.   BAL0107             1.
    SH010307  COST           152.024   TRAN0103            1.
    SH010307  BAL0103            -1.   BAL0107             1.
    SH010407  COST           253.782   TRAN0104            1.
    SH010407  BAL0104            -1.   BAL0107             1.
    SH010507  COST           280.754   TRAN0105            1.
    SH010507  BAL0105            -1.   BAL0107             1.
    SH010607  COST            153.25   TRAN0106            1.
    SH010607  BAL0152            -1.   BAL0107             1.
    SH010707  COST           284.432   TRAN0107            1.
    SH010707  BAL0164            -1.   BAL0107             1.
    SH010807  COST            190.03   TRAN0108            1.
    SH010807  BAL0183            -1.   BAL0107             1.
    SH010108  COST            80.916   TRAN0101            1.
    SH010108  BAL0101            -1.   BAL0108             1.
    SH010208  COST           460.976   TRAN0102            1.
    SH010208  BAL0102            -1.   BAL0108             1.
    SH010308  COST           172.866   TRAN0103            1.
    SH010308  BAL0103            -1.   BAL0108             1.
    SH010408  COST           302.822   TRAN0104            1.
    SH010408  BAL0104            -1.   BAL0108             1.
    SH010508  COST           223.132   TRAN0105            1.
    SH010508  BAL0105            -1.   BAL0108             1.
    SH010608  COST           203.516   TRAN0106            1.
    SH010608  BAL0152            -1.   BAL0108             1.
    SH010808  COST           229.262   TRAN0108            1.
    SH010808  BAL0183            -1.   BAL0108             1.
    SH010109  COST           169.188   TRAN0101            1.
    SH010109  BAL0101            -1.   BAL0109             1.
    SH010209  COST           469.558   TRAN0102            1.
    SH010209  BAL0102            -1.   BAL0109             1.
    SH010309  COST           205.968   TRAN0103            1.
    SH010309  BAL0103            -1.   BAL0109             1.
    SH010409  COST           310.178   TRAN0104            1.
    SH010409  BAL0104            -1.   BAL0109             1.
    SH010509  COST           293.014   TRAN0105            1.
    SH010509  BAL0105            -1.   BAL0109             1.
    SH010709  COST           240.296   TRAN0107            1.
    SH010709  BAL0164            -1.   BAL0109             1.
    SH010809  COST           237.844   TRAN0108            1.
    SH010809  BAL0183            -1.   BAL0109             1.
    SH010110  COST           302.822   TRAN0101            1.
    SH010110  BAL0101            -1.   BAL0110             1.
    SH010210  COST           193.708   TRAN0102            1.
    SH010210  BAL0102            -1.   BAL0110             1.
    SH010310  COST            294.24   TRAN0103            1.
    SH010310  BAL0103            -1.   BAL0110             1.
    SH010410  COST           440.134   TRAN0104            1.
    SH010410  BAL0104            -1.   BAL0110             1.
    SH010510  COST            472.01   TRAN0105            1.
    SH010510  BAL0105            -1.   BAL0110             1.
    SH010610  COST            275.85   TRAN0106            1.
    SH010610  BAL0152            -1.   BAL0110             1.
    SH010810  COST            373.93   TRAN0108            1.
    SH010810  BAL0183            -1.   BAL0110             1.
    SH010111  COST           129.956   TRAN0101            1.
    SH010111  BAL0101            -1.   BAL0111             1.
    SH010211  COST            606.87   TRAN0102            1.
    SH010211  BAL0102            -1.   BAL0111             1.
    SH010311  COST           304.048   TRAN0103            1.
    SH010311  BAL0103            -1.   BAL0111             1.
    SH010411  COST           170.414   TRAN0104            1.
    SH010411  BAL0104            -1.   BAL0111             1.
    SH010511  COST           418.066   TRAN0105            1.
    SH010511  BAL0105            -1.   BAL0111             1.
    SH010611  COST           240.296   TRAN0106            1.
    SH010611  BAL0152            -1.   BAL0111             1.
    SH010811  COST           125.052   TRAN0108            1.
    SH010811  BAL0183            -1.   BAL0111             1.
    SH010112  COST           107.888   TRAN0101            1.
    SH010112  BAL0101            -1.   BAL0112             1.
    SH010212  COST           415.614   TRAN0102            1.
    SH010212  BAL0102            -1.   BAL0112             1.
    SH010312  COST           178.996   TRAN0103            1.
    SH010312  BAL0103            -1.   BAL0112             1.
    SH010412  COST             245.2   TRAN0104            1.
    SH010412  BAL0104            -1.   BAL0112             1.
    SH010512  COST           327.342   TRAN0105            1.
    SH010512  BAL0105            -1.   BAL0112             1.
    SH010612  COST            177.77   TRAN0106            1.
    SH010612  BAL0152            -1.   BAL0112             1.
    SH010812  COST           178.996   TRAN0108            1.
    SH010812  BAL0183            -1.   BAL0112             1.
    SH010114  COST           174.092   TRAN0101            1.
    SH010114  BAL0101            -1.   BAL0114             1.
    SH010214  COST           505.112   TRAN0102            1.
    SH010214  BAL0102            -1.   BAL0114             1.
    SH010314  COST           240.296   TRAN0103            1.
    SH010314  BAL0103            -1.   BAL0114             1.
    SH010414  COST           243.974   TRAN0104            1.
    SH010414  BAL0104            -1.   BAL0114             1.
    SH010514  COST           431.552   TRAN0105            1.
    SH010514  BAL0105            -1.   BAL0114             1.
    SH010614  COST           230.488   TRAN0106            1.
    SH010614  BAL0152            -1.   BAL0114             1.
    SH010814  COST           154.476   TRAN0108            1.
    SH010814  BAL0183            -1.   BAL0114             1.
    SH010115  COST           371.478   TRAN0101            1.
    SH010115  BAL0101            -1.   BAL0115             1.
    SH010215  COST           194.934   TRAN0102            1.
    SH010215  BAL0102            -1.   BAL0115             1.
    SH010315  COST           286.884   TRAN0103            1.
    SH010315  BAL0103            -1.   BAL0115             1.
    SH010415  COST           583.576   TRAN0104            1.
    SH010415  BAL0104            -1.   BAL0115             1.
    SH010515  COST           487.948   TRAN0105            1.
    SH010515  BAL0105            -1.   BAL0115             1.
    SH010615  COST           230.488   TRAN0106            1.
    SH010615  BAL0152            -1.   BAL0115             1.
    SH010815  COST           457.298   TRAN0108            1.
    SH010815  BAL0183            -1.   BAL0115             1.
    SH010116  COST           193.708   TRAN0101            1.
    SH010116  BAL0101            -1.   BAL0116             1.
    SH010216  COST            343.28   TRAN0102            1.
    SH010216  BAL0102            -1.   BAL0116             1.
    SH010316  COST           278.302   TRAN0103            1.
    SH010316  BAL0103            -1.   BAL0116             1.
    SH010416  COST           351.862   TRAN0104            1.
    SH010416  BAL0104            -1.   BAL0116             1.
    SH010516  COST           391.094   TRAN0105            1.
    SH010516  BAL0105            -1.   BAL0116             1.
    SH010616  COST           160.606   TRAN0106            1.
    SH010616  BAL0152            -1.   BAL0116             1.
    SH010816  COST            251.33   TRAN0108            1.
    SH010816  BAL0183            -1.   BAL0116             1.
    SH010117  COST           185.126   TRAN0101            1.
    SH010117  BAL0101            -1.   BAL0117             1.
    SH010817  COST            33.102   TRAN0108            1.
    SH010817  BAL0183            -1.   BAL0117             1.
    SH010118  COST            214.55   TRAN0101            1.
    SH010118  BAL0101            -1.   BAL0118             1.
    SH010218  COST           442.586   TRAN0102            1.
    SH010218  BAL0102            -1.   BAL0118             1.
    SH010318  COST            331.02   TRAN0103            1.
    SH010318  BAL0103            -1.   BAL0118             1.
    SH010418  COST           188.804   TRAN0104            1.
    SH010418  BAL0104            -1.   BAL0118             1.
    SH010518  COST           498.982   TRAN0105            1.
    SH010518  BAL0105            -1.   BAL0118             1.
    SH010618  COST           431.552   TRAN0106            1.
    SH010618  BAL0152            -1.   BAL0118             1.
    SH010818  COST           126.278   TRAN0108            1.
    SH010818  BAL0183            -1.   BAL0118             1.
    SH010119  COST           304.048   TRAN0101            1.
    SH010119  BAL0101            -1.   BAL0119             1.
    SH010219  COST           842.262   TRAN0102            1.
    SH010219  BAL0102            -1.   BAL0119             1.
    SH010319  COST           388.642   TRAN0103            1.
    SH010319  BAL0103            -1.   BAL0119             1.
    SH010419  COST           194.934   TRAN0104            1.
    SH010419  BAL0104            -1.   BAL0119             1.
    SH010519  COST           255.008   TRAN0105            1.
    SH010519  BAL0105            -1.   BAL0119             1.
    SH010619  COST            422.97   TRAN0106            1.
    SH010619  BAL0152            -1.   BAL0119             1.
    SH010819  COST           121.374   TRAN0108            1.
    SH010819  BAL0183            -1.   BAL0119             1.
    SH010420  COST           138.538   TRAN0104            1.
    SH010420  BAL0104            -1.   BAL0120             1.
    SH010121  COST           494.078   TRAN0101            1.
    SH010121  BAL0101            -1.   BAL0121             1.
    SH010221  COST           451.168   TRAN0102            1.
    SH010221  BAL0102            -1.   BAL0121             1.
    SH010321  COST           546.796   TRAN0103            1.
    SH010321  BAL0103            -1.   BAL0121             1.
    SH010421  COST            392.32   TRAN0104            1.
    SH010421  BAL0104            -1.   BAL0121             1.
    SH010521  COST             674.3   TRAN0105            1.
    SH010521  BAL0105            -1.   BAL0121             1.
    SH010821  COST            392.32   TRAN0108            1.
    SH010821  BAL0183            -1.   BAL0121             1.
    SH010122  COST           304.048   TRAN0101            1.
    SH010122  BAL0101            -1.   BAL0122             1.
    SH010222  COST           708.628   TRAN0102            1.
    SH010222  BAL0102            -1.   BAL0122             1.
    SH010322  COST           366.574   TRAN0103            1.
    SH010322  BAL0103            -1.   BAL0122             1.
    SH010422  COST           274.624   TRAN0104            1.
    SH010422  BAL0104            -1.   BAL0122             1.
    SH010522  COST           219.454   TRAN0105            1.
    SH010522  BAL0105            -1.   BAL0122             1.
    SH010622  COST            380.06   TRAN0106            1.
    SH010622  BAL0152            -1.   BAL0122             1.
    SH010822  COST           170.414   TRAN0108            1.
    SH010822  BAL0183            -1.   BAL0122             1.
    SH010123  COST           286.884   TRAN0101            1.
    SH010123  BAL0101            -1.   BAL0123             1.
    SH010223  COST           663.266   TRAN0102            1.
    SH010223  BAL0102            -1.   BAL0123             1.
    SH010323  COST           351.862   TRAN0103            1.
    SH010323  BAL0103            -1.   BAL0123             1.
    SH010423  COST           204.742   TRAN0104            1.
    SH010423  BAL0104            -1.   BAL0123             1.
    SH010523  COST           203.516   TRAN0105            1.
    SH010523  BAL0105            -1.   BAL0123             1.
    SH010823  COST           170.414   TRAN0108            1.
    SH010823  BAL0183            -1.   BAL0123             1.
    SH010225  COST           523.502   TRAN0102            1.
    SH010225  BAL0102            -1.   BAL0125             1.
    SH010426  COST            331.02   TRAN0104            1.
    SH010426  BAL0104            -1.   BAL0126             1.
    SH010127  COST           286.884   TRAN0101            1.
    SH010127  BAL0101            -1.   BAL0127             1.
    SH010227  COST           348.184   TRAN0102            1.
    SH010227  BAL0102            -1.   BAL0127             1.
    SH010327  COST           354.314   TRAN0103            1.
    SH010327  BAL0103            -1.   BAL0127             1.
    SH010427  COST            410.71   TRAN0104            1.
    SH010427  BAL0104            -1.   BAL0127             1.
    SH010527  COST           463.428   TRAN0105            1.
    SH010527  BAL0105            -1.   BAL0127             1.
    SH010627  COST           328.568   TRAN0106            1.
    SH010627  BAL0152            -1.   BAL0127             1.
    SH010827  COST           308.952   TRAN0108            1.
    SH010827  BAL0183            -1.   BAL0127             1.
    SH010128  COST           297.918   TRAN0101            1.
    SH010128  BAL0101            -1.   BAL0128             1.
    SH010528  COST           125.052   TRAN0105            1.
    SH010528  BAL0105            -1.   BAL0128             1.
    SH010129  COST           273.398   TRAN0101            1.
    SH010129  BAL0101            -1.   BAL0129             1.
    SH010229  COST           568.864   TRAN0102            1.
    SH010229  BAL0102            -1.   BAL0129             1.
    SH010329  COST           295.466   TRAN0103            1.
    SH010329  BAL0103            -1.   BAL0129             1.
    SH010429  COST           243.974   TRAN0104            1.
    SH010429  BAL0104            -1.   BAL0129             1.
    SH010529  COST            527.18   TRAN0105            1.
    SH010529  BAL0105            -1.   BAL0129             1.
    SH010629  COST           319.986   TRAN0106            1.
    SH010629  BAL0152            -1.   BAL0129             1.
    SH010829  COST           176.544   TRAN0108            1.
    SH010829  BAL0183            -1.   BAL0129             1.
    SH010130  COST           571.316   TRAN0101            1.
    SH010130  BAL0101            -1.   BAL0130             1.
    SH010230  COST           534.536   TRAN0102            1.
    SH010230  BAL0102            -1.   BAL0130             1.
    SH010330  COST           641.198   TRAN0103            1.
    SH010330  BAL0103            -1.   BAL0130             1.
    SH010430  COST           372.704   TRAN0104            1.
    SH010430  BAL0104            -1.   BAL0130             1.
    SH010530  COST           546.796   TRAN0105            1.
    SH010530  BAL0105            -1.   BAL0130             1.
    SH010830  COST           468.332   TRAN0108            1.
    SH010830  BAL0183            -1.   BAL0130             1.
    SH010131  COST           136.086   TRAN0101            1.
    SH010131  BAL0101            -1.   BAL0131             1.
    SH010432  COST           192.482   TRAN0104            1.
    SH010432  BAL0104            -1.   BAL0132             1.
    SH010233  COST             490.4   TRAN0102            1.
    SH010233  BAL0102            -1.   BAL0133             1.
    SH010434  COST           258.686   TRAN0104            1.
    SH010434  BAL0104            -1.   BAL0134             1.
    SH010435  COST           149.572   TRAN0104            1.
    SH010435  BAL0104            -1.   BAL0135             1.
    SH010636  COST            134.86   TRAN0106            1.
    SH010636  BAL0152            -1.   BAL0136             1.
    SH010137  COST           112.792   TRAN0101            1.
    SH010137  BAL0101            -1.   BAL0137             1.
    SH010237  COST           419.292   TRAN0102            1.
    SH010237  BAL0102            -1.   BAL0137             1.
    SH010337  COST           193.708   TRAN0103            1.
    SH010337  BAL0103            -1.   BAL0137             1.
    SH010437  COST           372.704   TRAN0104            1.
    SH010437  BAL0104            -1.   BAL0137             1.
    SH010537  COST           223.132   TRAN0105            1.
    SH010537  BAL0105            -1.   BAL0137             1.
    SH010637  COST           237.844   TRAN0106            1.
    SH010637  BAL0152            -1.   BAL0137             1.
    SH010837  COST           308.952   TRAN0108            1.
    SH010837  BAL0183            -1.   BAL0137             1.
    SH010138  COST           166.736   TRAN0101            1.
    SH010138  BAL0101            -1.   BAL0138             1.
    SH010238  COST           299.144   TRAN0102            1.
    SH010238  BAL0102            -1.   BAL0138             1.
    SH010338  COST            116.47   TRAN0103            1.
    SH010338  BAL0103            -1.   BAL0138             1.
    SH010438  COST           377.608   TRAN0104            1.
    SH010438  BAL0104            -1.   BAL0138             1.
    SH010538  COST           340.828   TRAN0105            1.
    SH010538  BAL0105            -1.   BAL0138             1.
    SH010638  COST            47.814   TRAN0106            1.
    SH010638  BAL0152            -1.   BAL0138             1.
    SH010738  COST           264.816   TRAN0107            1.
    SH010738  BAL0164            -1.   BAL0138             1.
    SH010838  COST           290.562   TRAN0108            1.
    SH010838  BAL0183            -1.   BAL0138             1.
    SH010139  COST            159.38   TRAN0101            1.
    SH010139  BAL0101            -1.   BAL0139             1.
    SH010239  COST           415.614   TRAN0102            1.
    SH010239  BAL0102            -1.   BAL0139             1.
    SH010339  COST            196.16   TRAN0103            1.
    SH010339  BAL0103            -1.   BAL0139             1.
    SH010439  COST           305.274   TRAN0104            1.
    SH010439  BAL0104            -1.   BAL0139             1.
    SH010539  COST           525.954   TRAN0105            1.
    SH010539  BAL0105            -1.   BAL0139             1.
    SH010639  COST           250.104   TRAN0106            1.
    SH010639  BAL0152            -1.   BAL0139             1.
    SH010839  COST           205.968   TRAN0108            1.
    SH010839  BAL0183            -1.   BAL0139             1.
    SH010140  COST            202.29   TRAN0101            1.
    SH010140  BAL0101            -1.   BAL0140             1.
    SH010640  COST           160.606   TRAN0106            1.
    SH010640  BAL0152            -1.   BAL0140             1.
    SH010141  COST           240.296   TRAN0101            1.
    SH010141  BAL0101            -1.   BAL0141             1.
    SH010241  COST             367.8   TRAN0102            1.
    SH010241  BAL0102            -1.   BAL0141             1.
    SH010341  COST             183.9   TRAN0103            1.
    SH010341  BAL0103            -1.   BAL0141             1.
    SH010441  COST           397.224   TRAN0104            1.
    SH010441  BAL0104            -1.   BAL0141             1.
    SH010541  COST           451.168   TRAN0105            1.
    SH010541  BAL0105            -1.   BAL0141             1.
    SH010641  COST             122.6   TRAN0106            1.
    SH010641  BAL0152            -1.   BAL0141             1.
    SH010841  COST           366.574   TRAN0108            1.
    SH010841  BAL0183            -1.   BAL0141             1.
    SH010142  COST            110.34   TRAN0101            1.
    SH010142  BAL0101            -1.   BAL0142             1.
    SH010242  COST           507.564   TRAN0102            1.
    SH010242  BAL0102            -1.   BAL0142             1.
    SH010342  COST            196.16   TRAN0103            1.
    SH010342  BAL0103            -1.   BAL0142             1.
    SH010442  COST            239.07   TRAN0104            1.
    SH010442  BAL0104            -1.   BAL0142             1.
    SH010542  COST           442.586   TRAN0105            1.
    SH010542  BAL0105            -1.   BAL0142             1.
    SH010642  COST           197.386   TRAN0106            1.
    SH010642  BAL0152            -1.   BAL0142             1.
    SH010842  COST           186.352   TRAN0108            1.
    SH010842  BAL0183            -1.   BAL0142             1.
    SH010143  COST           194.934   TRAN0101            1.
    SH010143  BAL0101            -1.   BAL0143             1.
    SH010243  COST            484.27   TRAN0102            1.
    SH010243  BAL0102            -1.   BAL0143             1.
    SH010343  COST             30.65   TRAN0103            1.
    SH010343  BAL0103            -1.   BAL0143             1.
    SH010443  COST           362.896   TRAN0104            1.
    SH010443  BAL0104            -1.   BAL0143             1.
    SH010543  COST           316.308   TRAN0105            1.
    SH010543  BAL0105            -1.   BAL0143             1.
    SH010643  COST             122.6   TRAN0106            1.
    SH010643  BAL0152            -1.   BAL0143             1.
    SH010743  COST           295.466   TRAN0107            1.
    SH010743  BAL0164            -1.   BAL0143             1.
    SH010843  COST           332.246   TRAN0108            1.
    SH010843  BAL0183            -1.   BAL0143             1.
    SH010644  COST           109.114   TRAN0106            1.
    SH010644  BAL0152            -1.   BAL0144             1.
    SH010145  COST           210.872   TRAN0101            1.
    SH010145  BAL0101            -1.   BAL0145             1.
    SH010245  COST           534.536   TRAN0102            1.
    SH010245  BAL0102            -1.   BAL0145             1.
    SH010345  COST           197.386   TRAN0103            1.
    SH010345  BAL0103            -1.   BAL0145             1.
    SH010445  COST           357.992   TRAN0104            1.
    SH010445  BAL0104            -1.   BAL0145             1.
    SH010545  COST           286.884   TRAN0105            1.
    SH010545  BAL0105            -1.   BAL0145             1.
    SH010645  COST           234.166   TRAN0106            1.
    SH010645  BAL0152            -1.   BAL0145             1.
    SH010745  COST           241.522   TRAN0107            1.
    SH010745  BAL0164            -1.   BAL0145             1.
    SH010845  COST            373.93   TRAN0108            1.
    SH010845  BAL0183            -1.   BAL0145             1.
    SH010146  COST            300.37   TRAN0101            1.
    SH010146  BAL0101            -1.   BAL0146             1.
    SH010246  COST           334.698   TRAN0102            1.
    SH010246  BAL0102            -1.   BAL0146             1.
    SH010346  COST           270.946   TRAN0103            1.
    SH010346  BAL0103            -1.   BAL0146             1.
    SH010446  COST           548.022   TRAN0104            1.
    SH010446  BAL0104            -1.   BAL0146             1.
    SH010546  COST            527.18   TRAN0105            1.
    SH010546  BAL0105            -1.   BAL0146             1.
    SH010646  COST           315.082   TRAN0106            1.
    SH010646  BAL0152            -1.   BAL0146             1.
    SH010846  COST           549.248   TRAN0108            1.
    SH010846  BAL0183            -1.   BAL0146             1.
    SH010147  COST            134.86   TRAN0101            1.
    SH010147  BAL0101            -1.   BAL0147             1.
    SH010148  COST            116.47   TRAN0101            1.
    SH010148  BAL0101            -1.   BAL0148             1.
    SH010248  COST           415.614   TRAN0102            1.
    SH010248  BAL0102            -1.   BAL0148             1.
    SH010348  COST           167.962   TRAN0103            1.
    SH010348  BAL0103            -1.   BAL0148             1.
    SH010448  COST            281.98   TRAN0104            1.
    SH010448  BAL0104            -1.   BAL0148             1.
    SH010548  COST           302.822   TRAN0105            1.
    SH010548  BAL0105            -1.   BAL0148             1.
    SH010648  COST            140.99   TRAN0106            1.
    SH010648  BAL0152            -1.   BAL0148             1.
    SH010848  COST            239.07   TRAN0108            1.
    SH010848  BAL0183            -1.   BAL0148             1.
    SH010149  COST           403.354   TRAN0101            1.
    SH010149  BAL0101            -1.   BAL0149             1.
    SH010549  COST           186.352   TRAN0105            1.
    SH010549  BAL0105            -1.   BAL0149             1.
    SH010150  COST           295.466   TRAN0101            1.
    SH010150  BAL0101            -1.   BAL0150             1.
    SH010151  COST           407.032   TRAN0101            1.
    SH010151  BAL0101            -1.   BAL0151             1.
    SH010551  COST           150.798   TRAN0105            1.
    SH010551  BAL0105            -1.   BAL0151             1.
    SH010152  COST           137.312   TRAN0101            1.
    SH010152  BAL0101            -1.   BAL0152             1.
    SH010252  COST             367.8   TRAN0102            1.
    SH010252  BAL0102            -1.   BAL0152             1.
    SH010352  COST           100.532   TRAN0103            1.
    SH010352  BAL0103            -1.   BAL0152             1.
    SH010452  COST           394.772   TRAN0104            1.
    SH010452  BAL0104            -1.   BAL0152             1.
    SH010552  COST            361.67   TRAN0105            1.
    SH010552  BAL0105            -1.   BAL0152             1.
    SH010852  COST           310.178   TRAN0108            1.
    SH010852  BAL0183            -1.   BAL0152             1.
    SH010153  COST           440.134   TRAN0101            1.
    SH010153  BAL0101            -1.   BAL0153             1.
    SH010553  COST           225.584   TRAN0105            1.
    SH010553  BAL0105            -1.   BAL0153             1.
    SH010154  COST            226.81   TRAN0101            1.
    SH010154  BAL0101            -1.   BAL0154             1.
    SH010155  COST           340.828   TRAN0101            1.
    SH010155  BAL0101            -1.   BAL0155             1.
    SH010255  COST           587.254   TRAN0102            1.
    SH010255  BAL0102            -1.   BAL0155             1.
    SH010355  COST           344.506   TRAN0103            1.
    SH010355  BAL0103            -1.   BAL0155             1.
    SH010455  COST           360.444   TRAN0104            1.
    SH010455  BAL0104            -1.   BAL0155             1.
    SH010555  COST           188.804   TRAN0105            1.
    SH010555  BAL0105            -1.   BAL0155             1.
    SH010655  COST            355.54   TRAN0106            1.
    SH010655  BAL0152            -1.   BAL0155             1.
    SH010755  COST           131.182   TRAN0107            1.
    SH010755  BAL0164            -1.   BAL0155             1.
    SH010855  COST           360.444   TRAN0108            1.
    SH010855  BAL0183            -1.   BAL0155             1.
    SH010156  COST            478.14   TRAN0101            1.
    SH010156  BAL0101            -1.   BAL0156             1.
    SH010556  COST           166.736   TRAN0105            1.
    SH010556  BAL0105            -1.   BAL0156             1.
    SH010157  COST           319.986   TRAN0101            1.
    SH010157  BAL0101            -1.   BAL0157             1.
    SH010557  COST           205.968   TRAN0105            1.
    SH010557  BAL0105            -1.   BAL0157             1.
    SH010158  COST           360.444   TRAN0101            1.
    SH010158  BAL0101            -1.   BAL0158             1.
    SH010258  COST           638.746   TRAN0102            1.
    SH010258  BAL0102            -1.   BAL0158             1.
    SH010358  COST           340.828   TRAN0103            1.
    SH010358  BAL0103            -1.   BAL0158             1.
    SH010458  COST           420.518   TRAN0104            1.
    SH010458  BAL0104            -1.   BAL0158             1.
    SH010558  COST            25.746   TRAN0105            1.
    SH010558  BAL0105            -1.   BAL0158             1.
    SH010658  COST           399.676   TRAN0106            1.
    SH010658  BAL0152            -1.   BAL0158             1.
    SH010758  COST            83.368   TRAN0107            1.
    SH010758  BAL0164            -1.   BAL0158             1.
    SH010858  COST           311.404   TRAN0108            1.
    SH010858  BAL0183            -1.   BAL0158             1.
    SH010159  COST           252.556   TRAN0101            1.
    SH010159  BAL0101            -1.   BAL0159             1.
    SH010559  COST           194.934   TRAN0105            1.
    SH010559  BAL0105            -1.   BAL0159             1.
    SH010160  COST           319.986   TRAN0101            1.
    SH010160  BAL0101            -1.   BAL0160             1.
    SH010260  COST             674.3   TRAN0102            1.
    SH010260  BAL0102            -1.   BAL0160             1.
    SH010360  COST           346.958   TRAN0103            1.
    SH010360  BAL0103            -1.   BAL0160             1.
    SH010460  COST           382.512   TRAN0104            1.
    SH010460  BAL0104            -1.   BAL0160             1.
    SH010560  COST            165.51   TRAN0105            1.
    SH010560  BAL0105            -1.   BAL0160             1.
    SH010660  COST           395.998   TRAN0106            1.
    SH010660  BAL0152            -1.   BAL0160             1.
    SH010760  COST           107.888   TRAN0107            1.
    SH010760  BAL0164            -1.   BAL0160             1.
    SH010860  COST           366.574   TRAN0108            1.
    SH010860  BAL0183            -1.   BAL0160             1.
    SH010163  COST           326.116   TRAN0101            1.
    SH010163  BAL0101            -1.   BAL0163             1.
    SH010563  COST           186.352   TRAN0105            1.
    SH010563  BAL0105            -1.   BAL0163             1.
    SH010164  COST           243.974   TRAN0101            1.
    SH010164  BAL0101            -1.   BAL0164             1.
    SH010264  COST           644.876   TRAN0102            1.
    SH010264  BAL0102            -1.   BAL0164             1.
    SH010364  COST           273.398   TRAN0103            1.
    SH010364  BAL0103            -1.   BAL0164             1.
    SH010464  COST           411.936   TRAN0104            1.
    SH010464  BAL0104            -1.   BAL0164             1.
    SH010564  COST            71.108   TRAN0105            1.
    SH010564  BAL0105            -1.   BAL0164             1.
    SH010664  COST           388.642   TRAN0106            1.
    SH010664  BAL0152            -1.   BAL0164             1.
    SH010864  COST             306.5   TRAN0108            1.
    SH010864  BAL0183            -1.   BAL0164             1.
    SH010265  COST           376.382   TRAN0102            1.
    SH010265  BAL0102            -1.   BAL0165             1.
    SH010266  COST           317.534   TRAN0102            1.
    SH010266  BAL0102            -1.   BAL0166             1.
    SH010167  COST            521.05   TRAN0101            1.
    SH010167  BAL0101            -1.   BAL0167             1.
    SH010267  COST           284.432   TRAN0102            1.
    SH010267  BAL0102            -1.   BAL0167             1.
    SH010367  COST           604.418   TRAN0103            1.
    SH010367  BAL0103            -1.   BAL0167             1.
    SH010467  COST           560.282   TRAN0104            1.
    SH010467  BAL0104            -1.   BAL0167             1.
    SH010567  COST           740.504   TRAN0105            1.
    SH010567  BAL0105            -1.   BAL0167             1.
    SH010867  COST           561.508   TRAN0108            1.
    SH010867  BAL0183            -1.   BAL0167             1.
    SH010268  COST             490.4   TRAN0102            1.
    SH010268  BAL0102            -1.   BAL0168             1.
    SH010269  COST           270.946   TRAN0102            1.
    SH010269  BAL0102            -1.   BAL0169             1.
    SH010171  COST            539.44   TRAN0101            1.
    SH010171  BAL0101            -1.   BAL0171             1.
    SH010371  COST           642.424   TRAN0103            1.
    SH010371  BAL0103            -1.   BAL0171             1.
    SH010471  COST           638.746   TRAN0104            1.
    SH010471  BAL0104            -1.   BAL0171             1.
    SH010571  COST           712.306   TRAN0105            1.
    SH010571  BAL0105            -1.   BAL0171             1.
    SH010671  COST           479.366   TRAN0106            1.
    SH010671  BAL0152            -1.   BAL0171             1.
    SH010771  COST           863.104   TRAN0107            1.
    SH010771  BAL0164            -1.   BAL0171             1.
    SH010871  COST           653.458   TRAN0108            1.
    SH010871  BAL0183            -1.   BAL0171             1.
    SH010272  COST           665.718   TRAN0102            1.
    SH010272  BAL0102            -1.   BAL0172             1.
    SH010173  COST            478.14   TRAN0101            1.
    SH010173  BAL0101            -1.   BAL0173             1.
    SH010273  COST            447.49   TRAN0102            1.
    SH010273  BAL0102            -1.   BAL0173             1.
    SH010373  COST           414.388   TRAN0103            1.
    SH010373  BAL0103            -1.   BAL0173             1.
    SH010473  COST           560.282   TRAN0104            1.
    SH010473  BAL0104            -1.   BAL0173             1.
    SH010573  COST           691.464   TRAN0105            1.
    SH010573  BAL0105            -1.   BAL0173             1.
    SH010673  COST            373.93   TRAN0106            1.
    SH010673  BAL0152            -1.   BAL0173             1.
    SH010873  COST           617.904   TRAN0108            1.
    SH010873  BAL0183            -1.   BAL0173             1.
    SH010274  COST            257.46   TRAN0102            1.
    SH010274  BAL0102            -1.   BAL0174             1.
    SH010275  COST           679.204   TRAN0102            1.
    SH010275  BAL0102            -1.   BAL0175             1.
    SH010276  COST           491.626   TRAN0102            1.
    SH010276  BAL0102            -1.   BAL0176             1.
    SH010177  COST            533.31   TRAN0101            1.
    SH010177  BAL0101            -1.   BAL0177             1.
    SH010277  COST           333.472   TRAN0102            1.
    SH010277  BAL0102            -1.   BAL0177             1.
    SH010377  COST           565.186   TRAN0103            1.
    SH010377  BAL0103            -1.   BAL0177             1.
    SH010477  COST           491.626   TRAN0104            1.
    SH010477  BAL0104            -1.   BAL0177             1.
    SH010577  COST            686.56   TRAN0105            1.
    SH010577  BAL0105            -1.   BAL0177             1.
    SH010877  COST            392.32   TRAN0108            1.
    SH010877  BAL0183            -1.   BAL0177             1.
    SH010178  COST           932.986   TRAN0101            1.
    SH010178  BAL0101            -1.   BAL0178             1.
    SH010278  COST           541.892   TRAN0102            1.
    SH010278  BAL0102            -1.   BAL0178             1.
    SH010378  COST           959.958   TRAN0103            1.
    SH010378  BAL0103            -1.   BAL0178             1.
    SH010478  COST            839.81   TRAN0104            1.
    SH010478  BAL0104            -1.   BAL0178             1.
    SH010578  COST           1077.65   TRAN0105            1.
    SH010578  BAL0105            -1.   BAL0178             1.
    SH010878  COST           939.116   TRAN0108            1.
    SH010878  BAL0183            -1.   BAL0178             1.
    SH010279  COST           329.794   TRAN0102            1.
    SH010279  BAL0102            -1.   BAL0179             1.
    SH010480  COST           458.524   TRAN0104            1.
    SH010480  BAL0104            -1.   BAL0180             1.
    SH010182  COST           713.532   TRAN0101            1.
    SH010182  BAL0101            -1.   BAL0182             1.
    SH010282  COST           403.354   TRAN0102            1.
    SH010282  BAL0102            -1.   BAL0182             1.
    SH010382  COST            803.03   TRAN0103            1.
    SH010382  BAL0103            -1.   BAL0182             1.
    SH010482  COST           865.556   TRAN0104            1.
    SH010482  BAL0104            -1.   BAL0182             1.
    SH010582  COST           1406.22   TRAN0105            1.
    SH010582  BAL0105            -1.   BAL0182             1.
    SH010882  COST           959.958   TRAN0108            1.
    SH010882  BAL0183            -1.   BAL0182             1.
    SH010183  COST           217.002   TRAN0101            1.
    SH010183  BAL0101            -1.   BAL0183             1.
    SH010283  COST            637.52   TRAN0102            1.
    SH010283  BAL0102            -1.   BAL0183             1.
    SH010383  COST           333.472   TRAN0103            1.
    SH010383  BAL0103            -1.   BAL0183             1.
    SH010483  COST            72.334   TRAN0104            1.
    SH010483  BAL0104            -1.   BAL0183             1.
    SH010583  COST           425.422   TRAN0105            1.
    SH010583  BAL0105            -1.   BAL0183             1.
    SH010683  COST           304.048   TRAN0106            1.
    SH010683  BAL0152            -1.   BAL0183             1.
    SH010184  COST           372.704   TRAN0101            1.
    SH010184  BAL0101            -1.   BAL0184             1.
    SH010284  COST           235.392   TRAN0102            1.
    SH010284  BAL0102            -1.   BAL0184             1.
    SH010384  COST           446.264   TRAN0103            1.
    SH010384  BAL0103            -1.   BAL0184             1.
    SH010484  COST            453.62   TRAN0104            1.
    SH010484  BAL0104            -1.   BAL0184             1.
    SH010584  COST            600.74   TRAN0105            1.
    SH010584  BAL0105            -1.   BAL0184             1.
    SH010684  COST            373.93   TRAN0106            1.
    SH010684  BAL0152            -1.   BAL0184             1.
    SH010884  COST           475.688   TRAN0108            1.
    SH010884  BAL0183            -1.   BAL0184             1.
    SH020201  COST           364.122   TRAN0202            1.
    SH020201  BAL0202            -1.   BAL0201             1.
    SH020301  COST           139.764   TRAN0203            1.
    SH020301  BAL0203            -1.   BAL0201             1.
    SH020401  COST           255.008   TRAN0204            1.
    SH020401  BAL0204            -1.   BAL0201             1.
    SH020501  COST           290.562   TRAN0205            1.
    SH020501  BAL0205            -1.   BAL0201             1.
    SH020601  COST           154.476   TRAN0206            1.
    SH020601  BAL0252            -1.   BAL0201             1.
    SH020801  COST           175.318   TRAN0208            1.
    SH020801  BAL0283            -1.   BAL0201             1.
    SH020102  COST           581.124   TRAN0201            1.
    SH020102  BAL0201            -1.   BAL0202             1.
    SH020302  COST           511.242   TRAN0203            1.
    SH020302  BAL0203            -1.   BAL0202             1.
    SH020402  COST           750.312   TRAN0204            1.
    SH020402  BAL0204            -1.   BAL0202             1.
    SH020502  COST           908.466   TRAN0205            1.
    SH020502  BAL0205            -1.   BAL0202             1.
    SH020602  COST           463.428   TRAN0206            1.
    SH020602  BAL0252            -1.   BAL0202             1.
    SH020802  COST           638.746   TRAN0208            1.
    SH020802  BAL0283            -1.   BAL0202             1.
    SH020103  COST            300.37   TRAN0201            1.
    SH020103  BAL0201            -1.   BAL0203             1.
    SH020203  COST           581.124   TRAN0202            1.
    SH020203  BAL0202            -1.   BAL0203             1.
    SH020403  COST           449.942   TRAN0204            1.
    SH020403  BAL0204            -1.   BAL0203             1.
    SH020503  COST           348.184   TRAN0205            1.
    SH020503  BAL0205            -1.   BAL0203             1.
    SH020603  COST            110.34   TRAN0206            1.
    SH020603  BAL0252            -1.   BAL0203             1.
    SH020803  COST            312.63   TRAN0208            1.
    SH020803  BAL0283            -1.   BAL0203             1.
    SH020104  COST           213.324   TRAN0201            1.
    SH020104  BAL0201            -1.   BAL0204             1.
    SH020204  COST           616.678   TRAN0202            1.
    SH020204  BAL0202            -1.   BAL0204             1.
    SH020304  COST           297.918   TRAN0203            1.
    SH020304  BAL0203            -1.   BAL0204             1.
    SH020504  COST           391.094   TRAN0205            1.
    SH020504  BAL0205            -1.   BAL0204             1.
    SH020604  COST            300.37   TRAN0206            1.
    SH020604  BAL0252            -1.   BAL0204             1.
    SH020804  COST            71.108   TRAN0208            1.
    SH020804  BAL0283            -1.   BAL0204             1.
    SH020105  COST            331.02   TRAN0201            1.
    SH020105  BAL0201            -1.   BAL0205             1.
    SH020205  COST           632.616   TRAN0202            1.
    SH020205  BAL0202            -1.   BAL0205             1.
    SH020305  COST           348.184   TRAN0203            1.
    SH020305  BAL0203            -1.   BAL0205             1.
    SH020405  COST            349.41   TRAN0204            1.
    SH020405  BAL0204            -1.   BAL0205             1.
    SH020605  COST           399.676   TRAN0206            1.
    SH020605  BAL0252            -1.   BAL0205             1.
    SH020705  COST           409.484   TRAN0207            1.
    SH020705  BAL0264            -1.   BAL0205             1.
    SH020805  COST           332.246   TRAN0208            1.
    SH020805  BAL0283            -1.   BAL0205             1.
    SH020106  COST           243.974   TRAN0201            1.
    SH020106  BAL0201            -1.   BAL0206             1.
    SH020206  COST           511.242   TRAN0202            1.
    SH020206  BAL0202            -1.   BAL0206             1.
    SH020306  COST           261.138   TRAN0203            1.
    SH020306  BAL0203            -1.   BAL0206             1.
    SH020406  COST           268.494   TRAN0204            1.
    SH020406  BAL0204            -1.   BAL0206             1.
    SH020506  COST           308.952   TRAN0205            1.
    SH020506  BAL0205            -1.   BAL0206             1.
    SH020606  COST           252.556   TRAN0206            1.
    SH020606  BAL0252            -1.   BAL0206             1.
    SH020706  COST             245.2   TRAN0207            1.
    SH020706  BAL0264            -1.   BAL0206             1.
    SH020806  COST           185.126   TRAN0208            1.
    SH020806  BAL0283            -1.   BAL0206             1.
    SH020107  COST            25.746   TRAN0201            1.
    SH020107  BAL0201            -1.   BAL0207             1.
    SH020207  COST           357.992   TRAN0202            1.
    SH020207  BAL0202            -1.   BAL0207             1.
    SH020307  COST           152.024   TRAN0203            1.
    SH020307  BAL0203            -1.   BAL0207             1.
    SH020407  COST           253.782   TRAN0204            1.
    SH020407  BAL0204            -1.   BAL0207             1.
    SH020507  COST           280.754   TRAN0205            1.
    SH020507  BAL0205            -1.   BAL0207             1.
    SH020607  COST            153.25   TRAN0206            1.
    SH020607  BAL0252            -1.   BAL0207             1.
    SH020707  COST           284.432   TRAN0207            1.
    SH020707  BAL0264            -1.   BAL0207             1.
    SH020807  COST            190.03   TRAN0208            1.
    SH020807  BAL0283            -1.   BAL0207             1.
    SH020108  COST            80.916   TRAN0201            1.
    SH020108  BAL0201            -1.   BAL0208             1.
    SH020208  COST           460.976   TRAN0202            1.
    SH020208  BAL0202            -1.   BAL0208             1.
    SH020308  COST           172.866   TRAN0203            1.
    SH020308  BAL0203            -1.   BAL0208             1.
    SH020408  COST           302.822   TRAN0204            1.
    SH020408  BAL0204            -1.   BAL0208             1.
    SH020508  COST           223.132   TRAN0205            1.
    SH020508  BAL0205            -1.   BAL0208             1.
    SH020608  COST           203.516   TRAN0206            1.
    SH020608  BAL0252            -1.   BAL0208             1.
    SH020808  COST           229.262   TRAN0208            1.
    SH020808  BAL0283            -1.   BAL0208             1.
    SH020109  COST           169.188   TRAN0201            1.
    SH020109  BAL0201            -1.   BAL0209             1.
    SH020209  COST           469.558   TRAN0202            1.
    SH020209  BAL0202            -1.   BAL0209             1.
    SH020309  COST           205.968   TRAN0203            1.
    SH020309  BAL0203            -1.   BAL0209             1.
    SH020409  COST           310.178   TRAN0204            1.
    SH020409  BAL0204            -1.   BAL0209             1.
    SH020509  COST           293.014   TRAN0205            1.
    SH020509  BAL0205            -1.   BAL0209             1.
    SH020709  COST           240.296   TRAN0207            1.
    SH020709  BAL0264            -1.   BAL0209             1.
    SH020809  COST           237.844   TRAN0208            1.
    SH020809  BAL0283            -1.   BAL0209             1.
    SH020110  COST           302.822   TRAN0201            1.
    SH020110  BAL0201            -1.   BAL0210             1.
    SH020210  COST           193.708   TRAN0202            1.
    SH020210  BAL0202            -1.   BAL0210             1.
    SH020310  COST            294.24   TRAN0203            1.
    SH020310  BAL0203            -1.   BAL0210             1.
    SH020410  COST           440.134   TRAN0204            1.
    SH020410  BAL0204            -1.   BAL0210             1.
    SH020510  COST            472.01   TRAN0205            1.
    SH020510  BAL0205            -1.   BAL0210             1.
    SH020610  COST            275.85   TRAN0206            1.
    SH020610  BAL0252            -1.   BAL0210             1.
    SH020810  COST            373.93   TRAN0208            1.
    SH020810  BAL0283            -1.   BAL0210             1.
    SH020111  COST           129.956   TRAN0201            1.
    SH020111  BAL0201            -1.   BAL0211             1.
    SH020211  COST            606.87   TRAN0202            1.
    SH020211  BAL0202            -1.   BAL0211             1.
    SH020311  COST           304.048   TRAN0203            1.
    SH020311  BAL0203            -1.   BAL0211             1.
    SH020411  COST           170.414   TRAN0204            1.
    SH020411  BAL0204            -1.   BAL0211             1.
    SH020511  COST           418.066   TRAN0205            1.
    SH020511  BAL0205            -1.   BAL0211             1.
    SH020611  COST           240.296   TRAN0206            1.
    SH020611  BAL0252            -1.   BAL0211             1.
    SH020811  COST           125.052   TRAN0208            1.
    SH020811  BAL0283            -1.   BAL0211             1.
    SH020112  COST           107.888   TRAN0201            1.
    SH020112  BAL0201            -1.   BAL0212             1.
    SH020212  COST           415.614   TRAN0202            1.
    SH020212  BAL0202            -1.   BAL0212             1.
    SH020312  COST           178.996   TRAN0203            1.
    SH020312  BAL0203            -1.   BAL0212             1.
    SH020412  COST             245.2   TRAN0204            1.
    SH020412  BAL0204            -1.   BAL0212             1.
    SH020512  COST           327.342   TRAN0205            1.
    SH020512  BAL0205            -1.   BAL0212             1.
    SH020612  COST            177.77   TRAN0206            1.
    SH020612  BAL0252            -1.   BAL0212             1.
    SH020812  COST           178.996   TRAN0208            1.
    SH020812  BAL0283            -1.   BAL0212             1.
    SH020114  COST           174.092   TRAN0201            1.
    SH020114  BAL0201            -1.   BAL0214             1.
    SH020214  COST           505.112   TRAN0202            1.
    SH020214  BAL0202            -1.   BAL0214             1.
    SH020314  COST           240.296   TRAN0203            1.
    SH020314  BAL0203            -1.   BAL0214             1.
    SH020414  COST           243.974   TRAN0204            1.
    SH020414  BAL0204            -1.   BAL0214             1.
    SH020514  COST           431.552   TRAN0205            1.
    SH020514  BAL0205            -1.   BAL0214             1.
    SH020614  COST           230.488   TRAN0206            1.
    SH020614  BAL0252            -1.   BAL0214             1.
    SH020814  COST           154.476   TRAN0208            1.
    SH020814  BAL0283            -1.   BAL0214             1.
    SH020115  COST           371.478   TRAN0201            1.
    SH020115  BAL0201            -1.   BAL0215             1.
    SH020215  COST           194.934   TRAN0202            1.
    SH020215  BAL0202            -1.   BAL0215             1.
    SH020315  COST           286.884   TRAN0203            1.
    SH020315  BAL0203            -1.   BAL0215             1.
    SH020415  COST           583.576   TRAN0204            1.
    SH020415  BAL0204            -1.   BAL0215             1.
    SH020515  COST           487.948   TRAN0205            1.
    SH020515  BAL0205            -1.   BAL0215             1.
    SH020615  COST           230.488   TRAN0206            1.
    SH020615  BAL0252            -1.   BAL0215             1.
    SH020815  COST           457.298   TRAN0208            1.
    SH020815  BAL0283            -1.   BAL0215             1.
    SH020116  COST           193.708   TRAN0201            1.
    SH020116  BAL0201            -1.   BAL0216             1.
    SH020216  COST            343.28   TRAN0202            1.
    SH020216  BAL0202            -1.   BAL0216             1.
    SH020316  COST           278.302   TRAN0203            1.
    SH020316  BAL0203            -1.   BAL0216             1.
    SH020416  COST           351.862   TRAN0204            1.
    SH020416  BAL0204            -1.   BAL0216             1.
    SH020516  COST           391.094   TRAN0205            1.
    SH020516  BAL0205            -1.   BAL0216             1.
    SH020616  COST           160.606   TRAN0206            1.
    SH020616  BAL0252            -1.   BAL0216             1.
    SH020816  COST            251.33   TRAN0208            1.
    SH020816  BAL0283            -1.   BAL0216             1.
    SH020117  COST           185.126   TRAN0201            1.
    SH020117  BAL0201            -1.   BAL0217             1.
    SH020817  COST            33.102   TRAN0208            1.
    SH020817  BAL0283            -1.   BAL0217             1.
    SH020118  COST            214.55   TRAN0201            1.
    SH020118  BAL0201            -1.   BAL0218             1.
    SH020218  COST           442.586   TRAN0202            1.
    SH020218  BAL0202            -1.   BAL0218             1.
    SH020318  COST            331.02   TRAN0203            1.
    SH020318  BAL0203            -1.   BAL0218             1.
    SH020418  COST           188.804   TRAN0204            1.
    SH020418  BAL0204            -1.   BAL0218             1.
    SH020518  COST           498.982   TRAN0205            1.
    SH020518  BAL0205            -1.   BAL0218             1.
    SH020618  COST           431.552   TRAN0206            1.
    SH020618  BAL0252            -1.   BAL0218             1.
    SH020818  COST           126.278   TRAN0208            1.
    SH020818  BAL0283            -1.   BAL0218             1.
    SH020119  COST           304.048   TRAN0201            1.
    SH020119  BAL0201            -1.   BAL0219             1.
    SH020219  COST           842.262   TRAN0202            1.
    SH020219  BAL0202            -1.   BAL0219             1.
    SH020319  COST           388.642   TRAN0203            1.
    SH020319  BAL0203            -1.   BAL0219             1.
    SH020419  COST           194.934   TRAN0204            1.
    SH020419  BAL0204            -1.   BAL0219             1.
    SH020519  COST           255.008   TRAN0205            1.
    SH020519  BAL0205            -1.   BAL0219             1.
    SH020619  COST            422.97   TRAN0206            1.
    SH020619  BAL0252            -1.   BAL0219             1.
    SH020819  COST           121.374   TRAN0208            1.
    SH020819  BAL0283            -1.   BAL0219             1.
    SH020420  COST           138.538   TRAN0204            1.
    SH020420  BAL0204            -1.   BAL0220             1.
    SH020121  COST           494.078   TRAN0201            1.
    SH020121  BAL0201            -1.   BAL0221             1.
    SH020221  COST           451.168   TRAN0202            1.
    SH020221  BAL0202            -1.   BAL0221             1.
    SH020321  COST           546.796   TRAN0203            1.
    SH020321  BAL0203            -1.   BAL0221             1.
    SH020421  COST            392.32   TRAN0204            1.
    SH020421  BAL0204            -1.   BAL0221             1.
    SH020521  COST             674.3   TRAN0205            1.
    SH020521  BAL0205            -1.   BAL0221             1.
    SH020821  COST            392.32   TRAN0208            1.
    SH020821  BAL0283            -1.   BAL0221             1.
    SH020122  COST           304.048   TRAN0201            1.
    SH020122  BAL0201            -1.   BAL0222             1.
    SH020222  COST           708.628   TRAN0202            1.
    SH020222  BAL0202            -1.   BAL0222             1.
    SH020322  COST           366.574   TRAN0203            1.
    SH020322  BAL0203            -1.   BAL0222             1.
    SH020422  COST           274.624   TRAN0204            1.
    SH020422  BAL0204            -1.   BAL0222             1.
    SH020522  COST           219.454   TRAN0205            1.
    SH020522  BAL0205            -1.   BAL0222             1.
    SH020622  COST            380.06   TRAN0206            1.
    SH020622  BAL0252            -1.   BAL0222             1.
    SH020822  COST           170.414   TRAN0208            1.
    SH020822  BAL0283            -1.   BAL0222             1.
    SH020123  COST           286.884   TRAN0201            1.
    SH020123  BAL0201            -1.   BAL0223             1.
    SH020223  COST           663.266   TRAN0202            1.
    SH020223  BAL0202            -1.   BAL0223             1.
    SH020323  COST           351.862   TRAN0203            1.
    SH020323  BAL0203            -1.   BAL0223             1.
    SH020423  COST           204.742   TRAN0204            1.
    SH020423  BAL0204            -1.   BAL0223             1.
    SH020523  COST           203.516   TRAN0205            1.
    SH020523  BAL0205            -1.   BAL0223             1.
    SH020823  COST           170.414   TRAN0208            1.
    SH020823  BAL0283            -1.   BAL0223             1.
    SH020225  COST           523.502   TRAN0202            1.
    SH020225  BAL0202            -1.   BAL0225             1.
    SH020426  COST            331.02   TRAN0204            1.
    SH020426  BAL0204            -1.   BAL0226             1.
    SH020127  COST           286.884   TRAN0201            1.
    SH020127  BAL0201            -1.   BAL0227             1.
    SH020227  COST           348.184   TRAN0202            1.
    SH020227  BAL0202            -1.   BAL0227             1.
    SH020327  COST           354.314   TRAN0203            1.
    SH020327  BAL0203            -1.   BAL0227             1.
    SH020427  COST            410.71   TRAN0204            1.
    SH020427  BAL0204            -1.   BAL0227             1.
    SH020527  COST           463.428   TRAN0205            1.
    SH020527  BAL0205            -1.   BAL0227             1.
    SH020627  COST           328.568   TRAN0206            1.
    SH020627  BAL0252            -1.   BAL0227             1.
    SH020827  COST           308.952   TRAN0208            1.
    SH020827  BAL0283            -1.   BAL0227             1.
    SH020128  COST           297.918   TRAN0201            1.
    SH020128  BAL0201            -1.   BAL0228             1.
    SH020528  COST           125.052   TRAN0205            1.
    SH020528  BAL0205            -1.   BAL0228             1.
    SH020129  COST           273.398   TRAN0201            1.
    SH020129  BAL0201            -1.   BAL0229             1.
    SH020229  COST           568.864   TRAN0202            1.
    SH020229  BAL0202            -1.   BAL0229             1.
    SH020329  COST           295.466   TRAN0203            1.
    SH020329  BAL0203            -1.   BAL0229             1.
    SH020429  COST           243.974   TRAN0204            1.
    SH020429  BAL0204            -1.   BAL0229             1.
    SH020529  COST            527.18   TRAN0205            1.
    SH020529  BAL0205            -1.   BAL0229             1.
    SH020629  COST           319.986   TRAN0206            1.
    SH020629  BAL0252            -1.   BAL0229             1.
    SH020829  COST           176.544   TRAN0208            1.
    SH020829  BAL0283            -1.   BAL0229             1.
    SH020130  COST           571.316   TRAN0201            1.
    SH020130  BAL0201            -1.   BAL0230             1.
    SH020230  COST           534.536   TRAN0202            1.
    SH020230  BAL0202            -1.   BAL0230             1.
    SH020330  COST           641.198   TRAN0203            1.
    SH020330  BAL0203            -1.   BAL0230             1.
    SH020430  COST           372.704   TRAN0204            1.
    SH020430  BAL0204            -1.   BAL0230             1.
    SH020530  COST           546.796   TRAN0205            1.
    SH020530  BAL0205            -1.   BAL0230             1.
    SH020830  COST           468.332   TRAN0208            1.
    SH020830  BAL0283            -1.   BAL0230             1.
    SH020131  COST           136.086   TRAN0201            1.
    SH020131  BAL0201            -1.   BAL0231             1.
    SH020432  COST           192.482   TRAN0204            1.
    SH020432  BAL0204            -1.   BAL0232             1.
    SH020233  COST             490.4   TRAN0202            1.
    SH020233  BAL0202            -1.   BAL0233             1.
    SH020434  COST           258.686   TRAN0204            1.
    SH020434  BAL0204            -1.   BAL0234             1.
    SH020435  COST           149.572   TRAN0204            1.
    SH020435  BAL0204            -1.   BAL0235             1.
    SH020636  COST            134.86   TRAN0206            1.
    SH020636  BAL0252            -1.   BAL0236             1.
    SH020137  COST           112.792   TRAN0201            1.
    SH020137  BAL0201            -1.   BAL0237             1.
    SH020237  COST           419.292   TRAN0202            1.
    SH020237  BAL0202            -1.   BAL0237             1.
    SH020337  COST           193.708   TRAN0203            1.
    SH020337  BAL0203            -1.   BAL0237             1.
    SH020437  COST           372.704   TRAN0204            1.
    SH020437  BAL0204            -1.   BAL0237             1.
    SH020537  COST           223.132   TRAN0205            1.
    SH020537  BAL0205            -1.   BAL0237             1.
    SH020637  COST           237.844   TRAN0206            1.
    SH020637  BAL0252            -1.   BAL0237             1.
    SH020837  COST           308.952   TRAN0208            1.
    SH020837  BAL0283            -1.   BAL0237             1.
    SH020138  COST           166.736   TRAN0201            1.
    SH020138  BAL0201            -1.   BAL0238             1.
    SH020238  COST           299.144   TRAN0202            1.
    SH020238  BAL0202            -1.   BAL0238             1.
    SH020338  COST            116.47   TRAN0203            1.
    SH020338  BAL0203            -1.   BAL0238             1.
    SH020438  COST           377.608   TRAN0204            1.
    SH020438  BAL0204            -1.   BAL0238             1.
    SH020538  COST           340.828   TRAN0205            1.
    SH020538  BAL0205            -1.   BAL0238             1.
    SH020638  COST            47.814   TRAN0206            1.
    SH020638  BAL0252            -1.   BAL0238             1.
    SH020738  COST           264.816   TRAN0207            1.
    SH020738  BAL0264            -1.   BAL0238             1.
    SH020838  COST           290.562   TRAN0208            1.
    SH020838  BAL0283            -1.   BAL0238             1.
    SH020139  COST            159.38   TRAN0201            1.
    SH020139  BAL0201            -1.   BAL0239             1.
    SH020239  COST           415.614   TRAN0202            1.
    SH020239  BAL0202            -1.   BAL0239             1.
    SH020339  COST            196.16   TRAN0203            1.
    SH020339  BAL0203            -1.   BAL0239             1.
    SH020439  COST           305.274   TRAN0204            1.
    SH020439  BAL0204            -1.   BAL0239             1.
    SH020539  COST           525.954   TRAN0205            1.
    SH020539  BAL0205            -1.   BAL0239             1.
    SH020639  COST           250.104   TRAN0206            1.
    SH020639  BAL0252            -1.   BAL0239             1.
    SH020839  COST           205.968   TRAN0208            1.
    SH020839  BAL0283            -1.   BAL0239             1.
    SH020140  COST            202.29   TRAN0201            1.
    SH020140  BAL0201            -1.   BAL0240             1.
    SH020640  COST           160.606   TRAN0206            1.
    SH020640  BAL0252            -1.   BAL0240             1.
    SH020141  COST           240.296   TRAN0201            1.
    SH020141  BAL0201            -1.   BAL0241             1.
    SH020241  COST             367.8   TRAN0202            1.
    SH020241  BAL0202            -1.   BAL0241             1.
    SH020341  COST             183.9   TRAN0203            1.
    SH020341  BAL0203            -1.   BAL0241             1.
    SH020441  COST           397.224   TRAN0204            1.
    SH020441  BAL0204            -1.   BAL0241             1.
    SH020541  COST           451.168   TRAN0205            1.
    SH020541  BAL0205            -1.   BAL0241             1.
    SH020641  COST             122.6   TRAN0206            1.
    SH020641  BAL0252            -1.   BAL0241             1.
    SH020841  COST           366.574   TRAN0208            1.
    SH020841  BAL0283            -1.   BAL0241             1.
    SH020142  COST            110.34   TRAN0201            1.
    SH020142  BAL0201            -1.   BAL0242             1.
    SH020242  COST           507.564   TRAN0202            1.
    SH020242  BAL0202            -1.   BAL0242             1.
    SH020342  COST            196.16   TRAN0203            1.
    SH020342  BAL0203            -1.   BAL0242             1.
    SH020442  COST            239.07   TRAN0204            1.
    SH020442  BAL0204            -1.   BAL0242             1.
    SH020542  COST           442.586   TRAN0205            1.
    SH020542  BAL0205            -1.   BAL0242             1.
    SH020642  COST           197.386   TRAN0206            1.
    SH020642  BAL0252            -1.   BAL0242             1.
    SH020842  COST           186.352   TRAN0208            1.
    SH020842  BAL0283            -1.   BAL0242             1.
    SH020143  COST           194.934   TRAN0201            1.
    SH020143  BAL0201            -1.   BAL0243             1.
    SH020243  COST            484.27   TRAN0202            1.
    SH020243  BAL0202            -1.   BAL0243             1.
    SH020343  COST             30.65   TRAN0203            1.
    SH020343  BAL0203            -1.   BAL0243             1.
    SH020443  COST           362.896   TRAN0204            1.
    SH020443  BAL0204            -1.   BAL0243             1.
    SH020543  COST           316.308   TRAN0205            1.
    SH020543  BAL0205            -1.   BAL0243             1.
    SH020643  COST             122.6   TRAN0206            1.
    SH020643  BAL0252            -1.   BAL0243             1.
    SH020743  COST           295.466   TRAN0207            1.
    SH020743  BAL0264            -1.   BAL0243             1.
    SH020843  COST           332.246   TRAN0208            1.
    SH020843  BAL0283            -1.   BAL0243             1.
    SH020644  COST           109.114   TRAN0206            1.
    SH020644  BAL0252            -1.   BAL0244             1.
    SH020145  COST           210.872   TRAN0201            1.
    SH020145  BAL0201            -1.   BAL0245             1.
    SH020245  COST           534.536   TRAN0202            1.
    SH020245  BAL0202            -1.   BAL0245             1.
    SH020345  COST           197.386   TRAN0203            1.
    SH020345  BAL0203            -1.   BAL0245             1.
    SH020445  COST           357.992   TRAN0204            1.
    SH020445  BAL0204            -1.   BAL0245             1.
    SH020545  COST           286.884   TRAN0205            1.
    SH020545  BAL0205            -1.   BAL0245             1.
    SH020645  COST           234.166   TRAN0206            1.
    SH020645  BAL0252            -1.   BAL0245             1.
    SH020745  COST           241.522   TRAN0207            1.
    SH020745  BAL0264            -1.   BAL0245             1.
    SH020845  COST            373.93   TRAN0208            1.
    SH020845  BAL0283            -1.   BAL0245             1.
    SH020146  COST            300.37   TRAN0201            1.
    SH020146  BAL0201            -1.   BAL0246             1.
    SH020246  COST           334.698   TRAN0202            1.
    SH020246  BAL0202            -1.   BAL0246             1.
    SH020346  COST           270.946   TRAN0203            1.
    SH020346  BAL0203            -1.   BAL0246             1.
    SH020446  COST           548.022   TRAN0204            1.
    SH020446  BAL0204            -1.   BAL0246             1.
    SH020546  COST            527.18   TRAN0205            1.
    SH020546  BAL0205            -1.   BAL0246             1.
    SH020646  COST           315.082   TRAN0206            1.
    SH020646  BAL0252            -1.   BAL0246             1.
    SH020846  COST           549.248   TRAN0208            1.
    SH020846  BAL0283            -1.   BAL0246             1.
    SH020147  COST            134.86   TRAN0201            1.
    SH020147  BAL0201            -1.   BAL0247             1.
    SH020148  COST            116.47   TRAN0201            1.
    SH020148  BAL0201            -1.   BAL0248             1.
    SH020248  COST           415.614   TRAN0202            1.
    SH020248  BAL0202            -1.   BAL0248             1.
    SH020348  COST           167.962   TRAN0203            1.
    SH020348  BAL0203            -1.   BAL0248             1.
    SH020448  COST            281.98   TRAN0204            1.
    SH020448  BAL0204            -1.   BAL0248             1.
    SH020548  COST           302.822   TRAN0205            1.
    SH020548  BAL0205            -1.   BAL0248             1.
    SH020648  COST            140.99   TRAN0206            1.
    SH020648  BAL0252            -1.   BAL0248             1.
    SH020848  COST            239.07   TRAN0208            1.
    SH020848  BAL0283            -1.   BAL0248             1.
    SH020149  COST           403.354   TRAN0201            1.
    SH020149  BAL0201            -1.   BAL0249             1.
    SH020549  COST           186.352   TRAN0205            1.
    SH020549  BAL0205            -1.   BAL0249             1.
    SH020150  COST           295.466   TRAN0201            1.
    SH020150  BAL0201            -1.   BAL0250             1.
    SH020151  COST           407.032   TRAN0201            1.
    SH020151  BAL0201            -1.   BAL0251             1.
    SH020551  COST           150.798   TRAN0205            1.
    SH020551  BAL0205            -1.   BAL0251             1.
    SH020152  COST           137.312   TRAN0201            1.
    SH020152  BAL0201            -1.   BAL0252             1.
    SH020252  COST             367.8   TRAN0202            1.
    SH020252  BAL0202            -1.   BAL0252             1.
    SH020352  COST           100.532   TRAN0203            1.
    SH020352  BAL0203            -1.   BAL0252             1.
    SH020452  COST           394.772   TRAN0204            1.
    SH020452  BAL0204            -1.   BAL0252             1.
    SH020552  COST            361.67   TRAN0205            1.
    SH020552  BAL0205            -1.   BAL0252             1.
    SH020852  COST           310.178   TRAN0208            1.
    SH020852  BAL0283            -1.   BAL0252             1.
    SH020153  COST           440.134   TRAN0201            1.
    SH020153  BAL0201            -1.   BAL0253             1.
    SH020553  COST           225.584   TRAN0205            1.
    SH020553  BAL0205            -1.   BAL0253             1.
    SH020154  COST            226.81   TRAN0201            1.
    SH020154  BAL0201            -1.   BAL0254             1.
    SH020155  COST           340.828   TRAN0201            1.
    SH020155  BAL0201            -1.   BAL0255             1.
    SH020255  COST           587.254   TRAN0202            1.
    SH020255  BAL0202            -1.   BAL0255             1.
    SH020355  COST           344.506   TRAN0203            1.
    SH020355  BAL0203            -1.   BAL0255             1.
    SH020455  COST           360.444   TRAN0204            1.
    SH020455  BAL0204            -1.   BAL0255             1.
    SH020555  COST           188.804   TRAN0205            1.
    SH020555  BAL0205            -1.   BAL0255             1.
    SH020655  COST            355.54   TRAN0206            1.
    SH020655  BAL0252            -1.   BAL0255             1.
    SH020755  COST           131.182   TRAN0207            1.
    SH020755  BAL0264            -1.   BAL0255             1.
    SH020855  COST           360.444   TRAN0208            1.
    SH020855  BAL0283            -1.   BAL0255             1.
    SH020156  COST            478.14   TRAN0201            1.
    SH020156  BAL0201            -1.   BAL0256             1.
    SH020556  COST           166.736   TRAN0205            1.
    SH020556  BAL0205            -1.   BAL0256             1.
    SH020157  COST           319.986   TRAN0201            1.
    SH020157  BAL0201            -1.   BAL0257             1.
    SH020557  COST           205.968   TRAN0205            1.
    SH020557  BAL0205            -1.   BAL0257             1.
    SH020158  COST           360.444   TRAN0201            1.
    SH020158  BAL0201            -1.   BAL0258             1.
    SH020258  COST           638.746   TRAN0202            1.
    SH020258  BAL0202            -1.   BAL0258             1.
    SH020358  COST           340.828   TRAN0203            1.
    SH020358  BAL0203            -1.   BAL0258             1.
    SH020458  COST           420.518   TRAN0204            1.
    SH020458  BAL0204            -1.   BAL0258             1.
    SH020558  COST            25.746   TRAN0205            1.
    SH020558  BAL0205            -1.   BAL0258             1.
    SH020658  COST           399.676   TRAN0206            1.
    SH020658  BAL0252            -1.   BAL0258             1.
    SH020758  COST            83.368   TRAN0207            1.
    SH020758  BAL0264            -1.   BAL0258             1.
    SH020858  COST           311.404   TRAN0208            1.
    SH020858  BAL0283            -1.   BAL0258             1.
    SH020159  COST           252.556   TRAN0201            1.
    SH020159  BAL0201            -1.   BAL0259             1.
    SH020559  COST           194.934   TRAN0205            1.
    SH020559  BAL0205            -1.   BAL0259             1.
    SH020160  COST           319.986   TRAN0201            1.
    SH020160  BAL0201            -1.   BAL0260             1.
    SH020260  COST             674.3   TRAN0202            1.
    SH020260  BAL0202            -1.   BAL0260             1.
    SH020360  COST           346.958   TRAN0203            1.
    SH020360  BAL0203            -1.   BAL0260             1.
    SH020460  COST           382.512   TRAN0204            1.
    SH020460  BAL0204            -1.   BAL0260             1.
    SH020560  COST            165.51   TRAN0205            1.
    SH020560  BAL0205            -1.   BAL0260             1.
    SH020660  COST           395.998   TRAN0206            1.
    SH020660  BAL0252            -1.   BAL0260             1.
    SH020760  COST           107.888   TRAN0207            1.
    SH020760  BAL0264            -1.   BAL0260             1.
    SH020860  COST           366.574   TRAN0208            1.
    SH020860  BAL0283            -1.   BAL0260             1.
    SH020163  COST           326.116   TRAN0201            1.
    SH020163  BAL0201            -1.   BAL0263             1.
    SH020563  COST           186.352   TRAN0205            1.
    SH020563  BAL0205            -1.   BAL0263             1.
    SH020164  COST           243.974   TRAN0201            1.
    SH020164  BAL0201            -1.   BAL0264             1.
    SH020264  COST           644.876   TRAN0202            1.
    SH020264  BAL0202            -1.   BAL0264             1.
    SH020364  COST           273.398   TRAN0203            1.
    SH020364  BAL0203            -1.   BAL0264             1.
    SH020464  COST           411.936   TRAN0204            1.
    SH020464  BAL0204            -1.   BAL0264             1.
    SH020564  COST            71.108   TRAN0205            1.
    SH020564  BAL0205            -1.   BAL0264             1.
    SH020664  COST           388.642   TRAN0206            1.
    SH020664  BAL0252            -1.   BAL0264             1.
    SH020864  COST             306.5   TRAN0208            1.
    SH020864  BAL0283            -1.   BAL0264             1.
    SH020265  COST           376.382   TRAN0202            1.
    SH020265  BAL0202            -1.   BAL0265             1.
    SH020266  COST           317.534   TRAN0202            1.
    SH020266  BAL0202            -1.   BAL0266             1.
    SH020167  COST            521.05   TRAN0201            1.
    SH020167  BAL0201            -1.   BAL0267             1.
    SH020267  COST           284.432   TRAN0202            1.
    SH020267  BAL0202            -1.   BAL0267             1.
    SH020367  COST           604.418   TRAN0203            1.
    SH020367  BAL0203            -1.   BAL0267             1.
    SH020467  COST           560.282   TRAN0204            1.
    SH020467  BAL0204            -1.   BAL0267             1.
    SH020567  COST           740.504   TRAN0205            1.
    SH020567  BAL0205            -1.   BAL0267             1.
    SH020867  COST           561.508   TRAN0208            1.
    SH020867  BAL0283            -1.   BAL0267             1.
    SH020268  COST             490.4   TRAN0202            1.
    SH020268  BAL0202            -1.   BAL0268             1.
    SH020269  COST           270.946   TRAN0202            1.
    SH020269  BAL0202            -1.   BAL0269             1.
    SH020171  COST            539.44   TRAN0201            1.
    SH020171  BAL0201            -1.   BAL0271             1.
    SH020371  COST           642.424   TRAN0203            1.
    SH020371  BAL0203            -1.   BAL0271             1.
    SH020471  COST           638.746   TRAN0204            1.
    SH020471  BAL0204            -1.   BAL0271             1.
    SH020571  COST           712.306   TRAN0205            1.
    SH020571  BAL0205            -1.   BAL0271             1.
    SH020671  COST           479.366   TRAN0206            1.
    SH020671  BAL0252            -1.   BAL0271             1.
    SH020771  COST           863.104   TRAN0207            1.
    SH020771  BAL0264            -1.   BAL0271             1.
    SH020871  COST           653.458   TRAN0208            1.
    SH020871  BAL0283            -1.   BAL0271             1.
    SH020272  COST           665.718   TRAN0202            1.
    SH020272  BAL0202            -1.   BAL0272             1.
    SH020173  COST            478.14   TRAN0201            1.
    SH020173  BAL0201            -1.   BAL0273             1.
    SH020273  COST            447.49   TRAN0202            1.
    SH020273  BAL0202            -1.   BAL0273             1.
    SH020373  COST           414.388   TRAN0203            1.
    SH020373  BAL0203            -1.   BAL0273             1.
    SH020473  COST           560.282   TRAN0204            1.
    SH020473  BAL0204            -1.   BAL0273             1.
    SH020573  COST           691.464   TRAN0205            1.
    SH020573  BAL0205            -1.   BAL0273             1.
    SH020673  COST            373.93   TRAN0206            1.
    SH020673  BAL0252            -1.   BAL0273             1.
    SH020873  COST           617.904   TRAN0208            1.
    SH020873  BAL0283            -1.   BAL0273             1.
    SH020274  COST            257.46   TRAN0202            1.
    SH020274  BAL0202            -1.   BAL0274             1.
    SH020275  COST           679.204   TRAN0202            1.
    SH020275  BAL0202            -1.   BAL0275             1.
    SH020276  COST           491.626   TRAN0202            1.
    SH020276  BAL0202            -1.   BAL0276             1.
    SH020177  COST            533.31   TRAN0201            1.
    SH020177  BAL0201            -1.   BAL0277             1.
    SH020277  COST           333.472   TRAN0202            1.
    SH020277  BAL0202            -1.   BAL0277             1.
    SH020377  COST           565.186   TRAN0203            1.
    SH020377  BAL0203            -1.   BAL0277             1.
    SH020477  COST           491.626   TRAN0204            1.
    SH020477  BAL0204            -1.   BAL0277             1.
    SH020577  COST            686.56   TRAN0205            1.
    SH020577  BAL0205            -1.   BAL0277             1.
    SH020877  COST            392.32   TRAN0208            1.
    SH020877  BAL0283            -1.   BAL0277             1.
    SH020178  COST           932.986   TRAN0201            1.
    SH020178  BAL0201            -1.   BAL0278             1.
    SH020278  COST           541.892   TRAN0202            1.
    SH020278  BAL0202            -1.   BAL0278             1.
    SH020378  COST           959.958   TRAN0203            1.
    SH020378  BAL0203            -1.   BAL0278             1.
    SH020478  COST            839.81   TRAN0204            1.
    SH020478  BAL0204            -1.   BAL0278             1.
    SH020578  COST           1077.65   TRAN0205            1.
    SH020578  BAL0205            -1.   BAL0278             1.
    SH020878  COST           939.116   TRAN0208            1.
    SH020878  BAL0283            -1.   BAL0278             1.
    SH020279  COST           329.794   TRAN0202            1.
    SH020279  BAL0202            -1.   BAL0279             1.
    SH020480  COST           458.524   TRAN0204            1.
    SH020480  BAL0204            -1.   BAL0280             1.
    SH020182  COST           713.532   TRAN0201            1.
    SH020182  BAL0201            -1.   BAL0282             1.
    SH020282  COST           403.354   TRAN0202            1.
    SH020282  BAL0202            -1.   BAL0282             1.
    SH020382  COST            803.03   TRAN0203            1.
    SH020382  BAL0203            -1.   BAL0282             1.
    SH020482  COST           865.556   TRAN0204            1.
    SH020482  BAL0204            -1.   BAL0282             1.
    SH020582  COST           1406.22   TRAN0205            1.
    SH020582  BAL0205            -1.   BAL0282             1.
    SH020882  COST           959.958   TRAN0208            1.
    SH020882  BAL0283            -1.   BAL0282             1.
    SH020183  COST           217.002   TRAN0201            1.
    SH020183  BAL0201            -1.   BAL0283             1.
    SH020283  COST            637.52   TRAN0202            1.
    SH020283  BAL0202            -1.   BAL0283             1.
    SH020383  COST           333.472   TRAN0203            1.
    SH020383  BAL0203            -1.   BAL0283             1.
    SH020483  COST            72.334   TRAN0204            1.
    SH020483  BAL0204            -1.   BAL0283             1.
    SH020583  COST           425.422   TRAN0205            1.
    SH020583  BAL0205            -1.   BAL0283             1.
    SH020683  COST           304.048   TRAN0206            1.
    SH020683  BAL0252            -1.   BAL0283             1.
    SH020184  COST           372.704   TRAN0201            1.
    SH020184  BAL0201            -1.   BAL0284             1.
    SH020284  COST           235.392   TRAN0202            1.
    SH020284  BAL0202            -1.   BAL0284             1.
    SH020384  COST           446.264   TRAN0203            1.
    SH020384  BAL0203            -1.   BAL0284             1.
    SH020484  COST            453.62   TRAN0204            1.
    SH020484  BAL0204            -1.   BAL0284             1.
    SH020584  COST            600.74   TRAN0205            1.
    SH020584  BAL0205            -1.   BAL0284             1.
    SH020684  COST            373.93   TRAN0206            1.
    SH020684  BAL0252            -1.   BAL0284             1.
    SH020884  COST           475.688   TRAN0208            1.
    SH020884  BAL0283            -1.   BAL0284             1.
    SH030201  COST           185.922   TRAN0302            1.
    SH030201  BAL0302            -1.   BAL0301             1.
    SH030301  COST            71.364   TRAN0303            1.
    SH030301  BAL0303            -1.   BAL0301             1.
    SH030401  COST           130.208   TRAN0304            1.
    SH030401  BAL0304            -1.   BAL0301             1.
    SH030501  COST           148.362   TRAN0305            1.
    SH030501  BAL0305            -1.   BAL0301             1.
    SH030601  COST            78.876   TRAN0306            1.
    SH030601  BAL0352            -1.   BAL0301             1.
    SH030801  COST            89.518   TRAN0308            1.
    SH030801  BAL0383            -1.   BAL0301             1.
    SH030102  COST           296.724   TRAN0301            1.
    SH030102  BAL0301            -1.   BAL0302             1.
    SH030302  COST           261.042   TRAN0303            1.
    SH030302  BAL0303            -1.   BAL0302             1.
    SH030402  COST           383.112   TRAN0304            1.
    SH030402  BAL0304            -1.   BAL0302             1.
    SH030502  COST           463.866   TRAN0305            1.
    SH030502  BAL0305            -1.   BAL0302             1.
    SH030602  COST           236.628   TRAN0306            1.
    SH030602  BAL0352            -1.   BAL0302             1.
    SH030802  COST           326.146   TRAN0308            1.
    SH030802  BAL0383            -1.   BAL0302             1.
    SH030103  COST            153.37   TRAN0301            1.
    SH030103  BAL0301            -1.   BAL0303             1.
    SH030203  COST           296.724   TRAN0302            1.
    SH030203  BAL0302            -1.   BAL0303             1.
    SH030403  COST           229.742   TRAN0304            1.
    SH030403  BAL0304            -1.   BAL0303             1.
    SH030503  COST           177.784   TRAN0305            1.
    SH030503  BAL0305            -1.   BAL0303             1.
    SH030603  COST             56.34   TRAN0306            1.
    SH030603  BAL0352            -1.   BAL0303             1.
    SH030803  COST            159.63   TRAN0308            1.
    SH030803  BAL0383            -1.   BAL0303             1.
    SH030104  COST           108.924   TRAN0301            1.
    SH030104  BAL0301            -1.   BAL0304             1.
    SH030204  COST           314.878   TRAN0302            1.
    SH030204  BAL0302            -1.   BAL0304             1.
    SH030304  COST           152.118   TRAN0303            1.
    SH030304  BAL0303            -1.   BAL0304             1.
    SH030504  COST           199.694   TRAN0305            1.
    SH030504  BAL0305            -1.   BAL0304             1.
    SH030604  COST            153.37   TRAN0306            1.
    SH030604  BAL0352            -1.   BAL0304             1.
    SH030804  COST            36.308   TRAN0308            1.
    SH030804  BAL0383            -1.   BAL0304             1.
    SH030105  COST            169.02   TRAN0301            1.
    SH030105  BAL0301            -1.   BAL0305             1.
    SH030205  COST           323.016   TRAN0302            1.
    SH030205  BAL0302            -1.   BAL0305             1.
    SH030305  COST           177.784   TRAN0303            1.
    SH030305  BAL0303            -1.   BAL0305             1.
    SH030405  COST            178.41   TRAN0304            1.
    SH030405  BAL0304            -1.   BAL0305             1.
    SH030605  COST           204.076   TRAN0306            1.
    SH030605  BAL0352            -1.   BAL0305             1.
    SH030705  COST           209.084   TRAN0307            1.
    SH030705  BAL0364            -1.   BAL0305             1.
    SH030805  COST           169.646   TRAN0308            1.
    SH030805  BAL0383            -1.   BAL0305             1.
    SH030106  COST           124.574   TRAN0301            1.
    SH030106  BAL0301            -1.   BAL0306             1.
    SH030206  COST           261.042   TRAN0302            1.
    SH030206  BAL0302            -1.   BAL0306             1.
    SH030306  COST           133.338   TRAN0303            1.
    SH030306  BAL0303            -1.   BAL0306             1.
    SH030406  COST           137.094   TRAN0304            1.
    SH030406  BAL0304            -1.   BAL0306             1.
    SH030506  COST           157.752   TRAN0305            1.
    SH030506  BAL0305            -1.   BAL0306             1.
    SH030606  COST           128.956   TRAN0306            1.
    SH030606  BAL0352            -1.   BAL0306             1.
    SH030706  COST             125.2   TRAN0307            1.
    SH030706  BAL0364            -1.   BAL0306             1.
    SH030806  COST            94.526   TRAN0308            1.
    SH030806  BAL0383            -1.   BAL0306             1.
    SH030107  COST            13.146   TRAN0301            1.
    SH030107  BAL0301            -1.   BAL0307             1.
    SH030207  COST           182.792   TRAN0302            1.
    SH030207  BAL0302            -1.   BAL0307             1.
    SH030307  COST            77.624   TRAN0303            1.
    SH030307  BAL0303            -1.   BAL0307             1.
    SH030407  COST           129.582   TRAN0304            1.
    SH030407  BAL0304            -1.   BAL0307             1.
    SH030507  COST           143.354   TRAN0305            1.
    SH030507  BAL0305            -1.   BAL0307             1.
    SH030607  COST             78.25   TRAN0306            1.
    SH030607  BAL0352            -1.   BAL0307             1.
    SH030707  COST           145.232   TRAN0307            1.
    SH030707  BAL0364            -1.   BAL0307             1.
    SH030807  COST             97.03   TRAN0308            1.
    SH030807  BAL0383            -1.   BAL0307             1.
    SH030108  COST            41.316   TRAN0301            1.
    SH030108  BAL0301            -1.   BAL0308             1.
    SH030208  COST           235.376   TRAN0302            1.
    SH030208  BAL0302            -1.   BAL0308             1.
    SH030308  COST            88.266   TRAN0303            1.
    SH030308  BAL0303            -1.   BAL0308             1.
    SH030408  COST           154.622   TRAN0304            1.
    SH030408  BAL0304            -1.   BAL0308             1.
    SH030508  COST           113.932   TRAN0305            1.
    SH030508  BAL0305            -1.   BAL0308             1.
    SH030608  COST           103.916   TRAN0306            1.
    SH030608  BAL0352            -1.   BAL0308             1.
    SH030808  COST           117.062   TRAN0308            1.
    SH030808  BAL0383            -1.   BAL0308             1.
    SH030109  COST            86.388   TRAN0301            1.
    SH030109  BAL0301            -1.   BAL0309             1.
    SH030209  COST           239.758   TRAN0302            1.
    SH030209  BAL0302            -1.   BAL0309             1.
    SH030309  COST           105.168   TRAN0303            1.
    SH030309  BAL0303            -1.   BAL0309             1.
    SH030409  COST           158.378   TRAN0304            1.
    SH030409  BAL0304            -1.   BAL0309             1.
    SH030509  COST           149.614   TRAN0305            1.
    SH030509  BAL0305            -1.   BAL0309             1.
    SH030709  COST           122.696   TRAN0307            1.
    SH030709  BAL0364            -1.   BAL0309             1.
    SH030809  COST           121.444   TRAN0308            1.
    SH030809  BAL0383            -1.   BAL0309             1.
    SH030110  COST           154.622   TRAN0301            1.
    SH030110  BAL0301            -1.   BAL0310             1.
    SH030210  COST            98.908   TRAN0302            1.
    SH030210  BAL0302            -1.   BAL0310             1.
    SH030310  COST            150.24   TRAN0303            1.
    SH030310  BAL0303            -1.   BAL0310             1.
    SH030410  COST           224.734   TRAN0304            1.
    SH030410  BAL0304            -1.   BAL0310             1.
    SH030510  COST            241.01   TRAN0305            1.
    SH030510  BAL0305            -1.   BAL0310             1.
    SH030610  COST            140.85   TRAN0306            1.
    SH030610  BAL0352            -1.   BAL0310             1.
    SH030810  COST            190.93   TRAN0308            1.
    SH030810  BAL0383            -1.   BAL0310             1.
    SH030111  COST            66.356   TRAN0301            1.
    SH030111  BAL0301            -1.   BAL0311             1.
    SH030211  COST            309.87   TRAN0302            1.
    SH030211  BAL0302            -1.   BAL0311             1.
    SH030311  COST           155.248   TRAN0303            1.
    SH030311  BAL0303            -1.   BAL0311             1.
    SH030411  COST            87.014   TRAN0304            1.
    SH030411  BAL0304            -1.   BAL0311             1.
    SH030511  COST           213.466   TRAN0305            1.
    SH030511  BAL0305            -1.   BAL0311             1.
    SH030611  COST           122.696   TRAN0306            1.
    SH030611  BAL0352            -1.   BAL0311             1.
    SH030811  COST            63.852   TRAN0308            1.
    SH030811  BAL0383            -1.   BAL0311             1.
    SH030112  COST            55.088   TRAN0301            1.
    SH030112  BAL0301            -1.   BAL0312             1.
    SH030212  COST           212.214   TRAN0302            1.
    SH030212  BAL0302            -1.   BAL0312             1.
    SH030312  COST            91.396   TRAN0303            1.
    SH030312  BAL0303            -1.   BAL0312             1.
    SH030412  COST             125.2   TRAN0304            1.
    SH030412  BAL0304            -1.   BAL0312             1.
    SH030512  COST           167.142   TRAN0305            1.
    SH030512  BAL0305            -1.   BAL0312             1.
    SH030612  COST             90.77   TRAN0306            1.
    SH030612  BAL0352            -1.   BAL0312             1.
    SH030812  COST            91.396   TRAN0308            1.
    SH030812  BAL0383            -1.   BAL0312             1.
    SH030114  COST            88.892   TRAN0301            1.
    SH030114  BAL0301            -1.   BAL0314             1.
    SH030214  COST           257.912   TRAN0302            1.
    SH030214  BAL0302            -1.   BAL0314             1.
    SH030314  COST           122.696   TRAN0303            1.
    SH030314  BAL0303            -1.   BAL0314             1.
    SH030414  COST           124.574   TRAN0304            1.
    SH030414  BAL0304            -1.   BAL0314             1.
    SH030514  COST           220.352   TRAN0305            1.
    SH030514  BAL0305            -1.   BAL0314             1.
    SH030614  COST           117.688   TRAN0306            1.
    SH030614  BAL0352            -1.   BAL0314             1.
    SH030814  COST            78.876   TRAN0308            1.
    SH030814  BAL0383            -1.   BAL0314             1.
    SH030115  COST           189.678   TRAN0301            1.
    SH030115  BAL0301            -1.   BAL0315             1.
    SH030215  COST            99.534   TRAN0302            1.
    SH030215  BAL0302            -1.   BAL0315             1.
    SH030315  COST           146.484   TRAN0303            1.
    SH030315  BAL0303            -1.   BAL0315             1.
    SH030415  COST           297.976   TRAN0304            1.
    SH030415  BAL0304            -1.   BAL0315             1.
    SH030515  COST           249.148   TRAN0305            1.
    SH030515  BAL0305            -1.   BAL0315             1.
    SH030615  COST           117.688   TRAN0306            1.
    SH030615  BAL0352            -1.   BAL0315             1.
    SH030815  COST           233.498   TRAN0308            1.
    SH030815  BAL0383            -1.   BAL0315             1.
    SH030116  COST            98.908   TRAN0301            1.
    SH030116  BAL0301            -1.   BAL0316             1.
    SH030216  COST            175.28   TRAN0302            1.
    SH030216  BAL0302            -1.   BAL0316             1.
    SH030316  COST           142.102   TRAN0303            1.
    SH030316  BAL0303            -1.   BAL0316             1.
    SH030416  COST           179.662   TRAN0304            1.
    SH030416  BAL0304            -1.   BAL0316             1.
    SH030516  COST           199.694   TRAN0305            1.
    SH030516  BAL0305            -1.   BAL0316             1.
    SH030616  COST            82.006   TRAN0306            1.
    SH030616  BAL0352            -1.   BAL0316             1.
    SH030816  COST            128.33   TRAN0308            1.
    SH030816  BAL0383            -1.   BAL0316             1.
    SH030117  COST            94.526   TRAN0301            1.
    SH030117  BAL0301            -1.   BAL0317             1.
    SH030817  COST            16.902   TRAN0308            1.
    SH030817  BAL0383            -1.   BAL0317             1.
    SH030118  COST            109.55   TRAN0301            1.
    SH030118  BAL0301            -1.   BAL0318             1.
    SH030218  COST           225.986   TRAN0302            1.
    SH030218  BAL0302            -1.   BAL0318             1.
    SH030318  COST            169.02   TRAN0303            1.
    SH030318  BAL0303            -1.   BAL0318             1.
    SH030418  COST            96.404   TRAN0304            1.
    SH030418  BAL0304            -1.   BAL0318             1.
    SH030518  COST           254.782   TRAN0305            1.
    SH030518  BAL0305            -1.   BAL0318             1.
    SH030618  COST           220.352   TRAN0306            1.
    SH030618  BAL0352            -1.   BAL0318             1.
    SH030818  COST            64.478   TRAN0308            1.
    SH030818  BAL0383            -1.   BAL0318             1.
    SH030119  COST           155.248   TRAN0301            1.
    SH030119  BAL0301            -1.   BAL0319             1.
    SH030219  COST           430.062   TRAN0302            1.
    SH030219  BAL0302            -1.   BAL0319             1.
    SH030319  COST           198.442   TRAN0303            1.
    SH030319  BAL0303            -1.   BAL0319             1.
    SH030419  COST            99.534   TRAN0304            1.
    SH030419  BAL0304            -1.   BAL0319             1.
    SH030519  COST           130.208   TRAN0305            1.
    SH030519  BAL0305            -1.   BAL0319             1.
    SH030619  COST            215.97   TRAN0306            1.
    SH030619  BAL0352            -1.   BAL0319             1.
    SH030819  COST            61.974   TRAN0308            1.
    SH030819  BAL0383            -1.   BAL0319             1.
    SH030420  COST            70.738   TRAN0304            1.
    SH030420  BAL0304            -1.   BAL0320             1.
    SH030121  COST           252.278   TRAN0301            1.
    SH030121  BAL0301            -1.   BAL0321             1.
    SH030221  COST           230.368   TRAN0302            1.
    SH030221  BAL0302            -1.   BAL0321             1.
    SH030321  COST           279.196   TRAN0303            1.
    SH030321  BAL0303            -1.   BAL0321             1.
    SH030421  COST            200.32   TRAN0304            1.
    SH030421  BAL0304            -1.   BAL0321             1.
    SH030521  COST             344.3   TRAN0305            1.
    SH030521  BAL0305            -1.   BAL0321             1.
    SH030821  COST            200.32   TRAN0308            1.
    SH030821  BAL0383            -1.   BAL0321             1.
    SH030122  COST           155.248   TRAN0301            1.
    SH030122  BAL0301            -1.   BAL0322             1.
    SH030222  COST           361.828   TRAN0302            1.
    SH030222  BAL0302            -1.   BAL0322             1.
    SH030322  COST           187.174   TRAN0303            1.
    SH030322  BAL0303            -1.   BAL0322             1.
    SH030422  COST           140.224   TRAN0304            1.
    SH030422  BAL0304            -1.   BAL0322             1.
    SH030522  COST           112.054   TRAN0305            1.
    SH030522  BAL0305            -1.   BAL0322             1.
    SH030622  COST            194.06   TRAN0306            1.
    SH030622  BAL0352            -1.   BAL0322             1.
    SH030822  COST            87.014   TRAN0308            1.
    SH030822  BAL0383            -1.   BAL0322             1.
    SH030123  COST           146.484   TRAN0301            1.
    SH030123  BAL0301            -1.   BAL0323             1.
    SH030223  COST           338.666   TRAN0302            1.
    SH030223  BAL0302            -1.   BAL0323             1.
    SH030323  COST           179.662   TRAN0303            1.
    SH030323  BAL0303            -1.   BAL0323             1.
    SH030423  COST           104.542   TRAN0304            1.
    SH030423  BAL0304            -1.   BAL0323             1.
    SH030523  COST           103.916   TRAN0305            1.
    SH030523  BAL0305            -1.   BAL0323             1.
    SH030823  COST            87.014   TRAN0308            1.
    SH030823  BAL0383            -1.   BAL0323             1.
    SH030225  COST           267.302   TRAN0302            1.
    SH030225  BAL0302            -1.   BAL0325             1.
    SH030426  COST            169.02   TRAN0304            1.
    SH030426  BAL0304            -1.   BAL0326             1.
    SH030127  COST           146.484   TRAN0301            1.
    SH030127  BAL0301            -1.   BAL0327             1.
    SH030227  COST           177.784   TRAN0302            1.
    SH030227  BAL0302            -1.   BAL0327             1.
    SH030327  COST           180.914   TRAN0303            1.
    SH030327  BAL0303            -1.   BAL0327             1.
    SH030427  COST            209.71   TRAN0304            1.
    SH030427  BAL0304            -1.   BAL0327             1.
    SH030527  COST           236.628   TRAN0305            1.
    SH030527  BAL0305            -1.   BAL0327             1.
    SH030627  COST           167.768   TRAN0306            1.
    SH030627  BAL0352            -1.   BAL0327             1.
    SH030827  COST           157.752   TRAN0308            1.
    SH030827  BAL0383            -1.   BAL0327             1.
    SH030128  COST           152.118   TRAN0301            1.
    SH030128  BAL0301            -1.   BAL0328             1.
    SH030528  COST            63.852   TRAN0305            1.
    SH030528  BAL0305            -1.   BAL0328             1.
    SH030129  COST           139.598   TRAN0301            1.
    SH030129  BAL0301            -1.   BAL0329             1.
    SH030229  COST           290.464   TRAN0302            1.
    SH030229  BAL0302            -1.   BAL0329             1.
    SH030329  COST           150.866   TRAN0303            1.
    SH030329  BAL0303            -1.   BAL0329             1.
    SH030429  COST           124.574   TRAN0304            1.
    SH030429  BAL0304            -1.   BAL0329             1.
    SH030529  COST            269.18   TRAN0305            1.
    SH030529  BAL0305            -1.   BAL0329             1.
    SH030629  COST           163.386   TRAN0306            1.
    SH030629  BAL0352            -1.   BAL0329             1.
    SH030829  COST            90.144   TRAN0308            1.
    SH030829  BAL0383            -1.   BAL0329             1.
    SH030130  COST           291.716   TRAN0301            1.
    SH030130  BAL0301            -1.   BAL0330             1.
    SH030230  COST           272.936   TRAN0302            1.
    SH030230  BAL0302            -1.   BAL0330             1.
    SH030330  COST           327.398   TRAN0303            1.
    SH030330  BAL0303            -1.   BAL0330             1.
    SH030430  COST           190.304   TRAN0304            1.
    SH030430  BAL0304            -1.   BAL0330             1.
    SH030530  COST           279.196   TRAN0305            1.
    SH030530  BAL0305            -1.   BAL0330             1.
    SH030830  COST           239.132   TRAN0308            1.
    SH030830  BAL0383            -1.   BAL0330             1.
    SH030131  COST            69.486   TRAN0301            1.
    SH030131  BAL0301            -1.   BAL0331             1.
    SH030432  COST            98.282   TRAN0304            1.
    SH030432  BAL0304            -1.   BAL0332             1.
    SH030233  COST             250.4   TRAN0302            1.
    SH030233  BAL0302            -1.   BAL0333             1.
    SH030434  COST           132.086   TRAN0304            1.
    SH030434  BAL0304            -1.   BAL0334             1.
    SH030435  COST            76.372   TRAN0304            1.
    SH030435  BAL0304            -1.   BAL0335             1.
    SH030636  COST             68.86   TRAN0306            1.
    SH030636  BAL0352            -1.   BAL0336             1.
    SH030137  COST            57.592   TRAN0301            1.
    SH030137  BAL0301            -1.   BAL0337             1.
    SH030237  COST           214.092   TRAN0302            1.
    SH030237  BAL0302            -1.   BAL0337             1.
    SH030337  COST            98.908   TRAN0303            1.
    SH030337  BAL0303            -1.   BAL0337             1.
    SH030437  COST           190.304   TRAN0304            1.
    SH030437  BAL0304            -1.   BAL0337             1.
    SH030537  COST           113.932   TRAN0305            1.
    SH030537  BAL0305            -1.   BAL0337             1.
    SH030637  COST           121.444   TRAN0306            1.
    SH030637  BAL0352            -1.   BAL0337             1.
    SH030837  COST           157.752   TRAN0308            1.
    SH030837  BAL0383            -1.   BAL0337             1.
    SH030138  COST            85.136   TRAN0301            1.
    SH030138  BAL0301            -1.   BAL0338             1.
    SH030238  COST           152.744   TRAN0302            1.
    SH030238  BAL0302            -1.   BAL0338             1.
    SH030338  COST             59.47   TRAN0303            1.
    SH030338  BAL0303            -1.   BAL0338             1.
    SH030438  COST           192.808   TRAN0304            1.
    SH030438  BAL0304            -1.   BAL0338             1.
    SH030538  COST           174.028   TRAN0305            1.
    SH030538  BAL0305            -1.   BAL0338             1.
    SH030638  COST            24.414   TRAN0306            1.
    SH030638  BAL0352            -1.   BAL0338             1.
    SH030738  COST           135.216   TRAN0307            1.
    SH030738  BAL0364            -1.   BAL0338             1.
    SH030838  COST           148.362   TRAN0308            1.
    SH030838  BAL0383            -1.   BAL0338             1.
    SH030139  COST             81.38   TRAN0301            1.
    SH030139  BAL0301            -1.   BAL0339             1.
    SH030239  COST           212.214   TRAN0302            1.
    SH030239  BAL0302            -1.   BAL0339             1.
    SH030339  COST            100.16   TRAN0303            1.
    SH030339  BAL0303            -1.   BAL0339             1.
    SH030439  COST           155.874   TRAN0304            1.
    SH030439  BAL0304            -1.   BAL0339             1.
    SH030539  COST           268.554   TRAN0305            1.
    SH030539  BAL0305            -1.   BAL0339             1.
    SH030639  COST           127.704   TRAN0306            1.
    SH030639  BAL0352            -1.   BAL0339             1.
    SH030839  COST           105.168   TRAN0308            1.
    SH030839  BAL0383            -1.   BAL0339             1.
    SH030140  COST            103.29   TRAN0301            1.
    SH030140  BAL0301            -1.   BAL0340             1.
    SH030640  COST            82.006   TRAN0306            1.
    SH030640  BAL0352            -1.   BAL0340             1.
    SH030141  COST           122.696   TRAN0301            1.
    SH030141  BAL0301            -1.   BAL0341             1.
    SH030241  COST             187.8   TRAN0302            1.
    SH030241  BAL0302            -1.   BAL0341             1.
    SH030341  COST              93.9   TRAN0303            1.
    SH030341  BAL0303            -1.   BAL0341             1.
    SH030441  COST           202.824   TRAN0304            1.
    SH030441  BAL0304            -1.   BAL0341             1.
    SH030541  COST           230.368   TRAN0305            1.
    SH030541  BAL0305            -1.   BAL0341             1.
    SH030641  COST              62.6   TRAN0306            1.
    SH030641  BAL0352            -1.   BAL0341             1.
    SH030841  COST           187.174   TRAN0308            1.
    SH030841  BAL0383            -1.   BAL0341             1.
    SH030142  COST             56.34   TRAN0301            1.
    SH030142  BAL0301            -1.   BAL0342             1.
    SH030242  COST           259.164   TRAN0302            1.
    SH030242  BAL0302            -1.   BAL0342             1.
    SH030342  COST            100.16   TRAN0303            1.
    SH030342  BAL0303            -1.   BAL0342             1.
    SH030442  COST            122.07   TRAN0304            1.
    SH030442  BAL0304            -1.   BAL0342             1.
    SH030542  COST           225.986   TRAN0305            1.
    SH030542  BAL0305            -1.   BAL0342             1.
    SH030642  COST           100.786   TRAN0306            1.
    SH030642  BAL0352            -1.   BAL0342             1.
    SH030842  COST            95.152   TRAN0308            1.
    SH030842  BAL0383            -1.   BAL0342             1.
    SH030143  COST            99.534   TRAN0301            1.
    SH030143  BAL0301            -1.   BAL0343             1.
    SH030243  COST            247.27   TRAN0302            1.
    SH030243  BAL0302            -1.   BAL0343             1.
    SH030343  COST             15.65   TRAN0303            1.
    SH030343  BAL0303            -1.   BAL0343             1.
    SH030443  COST           185.296   TRAN0304            1.
    SH030443  BAL0304            -1.   BAL0343             1.
    SH030543  COST           161.508   TRAN0305            1.
    SH030543  BAL0305            -1.   BAL0343             1.
    SH030643  COST              62.6   TRAN0306            1.
    SH030643  BAL0352            -1.   BAL0343             1.
    SH030743  COST           150.866   TRAN0307            1.
    SH030743  BAL0364            -1.   BAL0343             1.
    SH030843  COST           169.646   TRAN0308            1.
    SH030843  BAL0383            -1.   BAL0343             1.
    SH030644  COST            55.714   TRAN0306            1.
    SH030644  BAL0352            -1.   BAL0344             1.
    SH030145  COST           107.672   TRAN0301            1.
    SH030145  BAL0301            -1.   BAL0345             1.
    SH030245  COST           272.936   TRAN0302            1.
    SH030245  BAL0302            -1.   BAL0345             1.
    SH030345  COST           100.786   TRAN0303            1.
    SH030345  BAL0303            -1.   BAL0345             1.
    SH030445  COST           182.792   TRAN0304            1.
    SH030445  BAL0304            -1.   BAL0345             1.
    SH030545  COST           146.484   TRAN0305            1.
    SH030545  BAL0305            -1.   BAL0345             1.
    SH030645  COST           119.566   TRAN0306            1.
    SH030645  BAL0352            -1.   BAL0345             1.
    SH030745  COST           123.322   TRAN0307            1.
    SH030745  BAL0364            -1.   BAL0345             1.
    SH030845  COST            190.93   TRAN0308            1.
    SH030845  BAL0383            -1.   BAL0345             1.
    SH030146  COST            153.37   TRAN0301            1.
    SH030146  BAL0301            -1.   BAL0346             1.
    SH030246  COST           170.898   TRAN0302            1.
    SH030246  BAL0302            -1.   BAL0346             1.
    SH030346  COST           138.346   TRAN0303            1.
    SH030346  BAL0303            -1.   BAL0346             1.
    SH030446  COST           279.822   TRAN0304            1.
    SH030446  BAL0304            -1.   BAL0346             1.
    SH030546  COST            269.18   TRAN0305            1.
    SH030546  BAL0305            -1.   BAL0346             1.
    SH030646  COST           160.882   TRAN0306            1.
    SH030646  BAL0352            -1.   BAL0346             1.
    SH030846  COST           280.448   TRAN0308            1.
    SH030846  BAL0383            -1.   BAL0346             1.
    SH030147  COST             68.86   TRAN0301            1.
    SH030147  BAL0301            -1.   BAL0347             1.
    SH030148  COST             59.47   TRAN0301            1.
    SH030148  BAL0301            -1.   BAL0348             1.
    SH030248  COST           212.214   TRAN0302            1.
    SH030248  BAL0302            -1.   BAL0348             1.
    SH030348  COST            85.762   TRAN0303            1.
    SH030348  BAL0303            -1.   BAL0348             1.
    SH030448  COST            143.98   TRAN0304            1.
    SH030448  BAL0304            -1.   BAL0348             1.
    SH030548  COST           154.622   TRAN0305            1.
    SH030548  BAL0305            -1.   BAL0348             1.
    SH030648  COST             71.99   TRAN0306            1.
    SH030648  BAL0352            -1.   BAL0348             1.
    SH030848  COST            122.07   TRAN0308            1.
    SH030848  BAL0383            -1.   BAL0348             1.
    SH030149  COST           205.954   TRAN0301            1.
    SH030149  BAL0301            -1.   BAL0349             1.
    SH030549  COST            95.152   TRAN0305            1.
    SH030549  BAL0305            -1.   BAL0349             1.
    SH030150  COST           150.866   TRAN0301            1.
    SH030150  BAL0301            -1.   BAL0350             1.
    SH030151  COST           207.832   TRAN0301            1.
    SH030151  BAL0301            -1.   BAL0351             1.
    SH030551  COST            76.998   TRAN0305            1.
    SH030551  BAL0305            -1.   BAL0351             1.
    SH030152  COST            70.112   TRAN0301            1.
    SH030152  BAL0301            -1.   BAL0352             1.
    SH030252  COST             187.8   TRAN0302            1.
    SH030252  BAL0302            -1.   BAL0352             1.
    SH030352  COST            51.332   TRAN0303            1.
    SH030352  BAL0303            -1.   BAL0352             1.
    SH030452  COST           201.572   TRAN0304            1.
    SH030452  BAL0304            -1.   BAL0352             1.
    SH030552  COST            184.67   TRAN0305            1.
    SH030552  BAL0305            -1.   BAL0352             1.
    SH030852  COST           158.378   TRAN0308            1.
    SH030852  BAL0383            -1.   BAL0352             1.
    SH030153  COST           224.734   TRAN0301            1.
    SH030153  BAL0301            -1.   BAL0353             1.
    SH030553  COST           115.184   TRAN0305            1.
    SH030553  BAL0305            -1.   BAL0353             1.
    SH030154  COST            115.81   TRAN0301            1.
    SH030154  BAL0301            -1.   BAL0354             1.
    SH030155  COST           174.028   TRAN0301            1.
    SH030155  BAL0301            -1.   BAL0355             1.
    SH030255  COST           299.854   TRAN0302            1.
    SH030255  BAL0302            -1.   BAL0355             1.
    SH030355  COST           175.906   TRAN0303            1.
    SH030355  BAL0303            -1.   BAL0355             1.
    SH030455  COST           184.044   TRAN0304            1.
    SH030455  BAL0304            -1.   BAL0355             1.
    SH030555  COST            96.404   TRAN0305            1.
    SH030555  BAL0305            -1.   BAL0355             1.
    SH030655  COST            181.54   TRAN0306            1.
    SH030655  BAL0352            -1.   BAL0355             1.
    SH030755  COST            66.982   TRAN0307            1.
    SH030755  BAL0364            -1.   BAL0355             1.
    SH030855  COST           184.044   TRAN0308            1.
    SH030855  BAL0383            -1.   BAL0355             1.
    SH030156  COST            244.14   TRAN0301            1.
    SH030156  BAL0301            -1.   BAL0356             1.
    SH030556  COST            85.136   TRAN0305            1.
    SH030556  BAL0305            -1.   BAL0356             1.
    SH030157  COST           163.386   TRAN0301            1.
    SH030157  BAL0301            -1.   BAL0357             1.
    SH030557  COST           105.168   TRAN0305            1.
    SH030557  BAL0305            -1.   BAL0357             1.
    SH030158  COST           184.044   TRAN0301            1.
    SH030158  BAL0301            -1.   BAL0358             1.
    SH030258  COST           326.146   TRAN0302            1.
    SH030258  BAL0302            -1.   BAL0358             1.
    SH030358  COST           174.028   TRAN0303            1.
    SH030358  BAL0303            -1.   BAL0358             1.
    SH030458  COST           214.718   TRAN0304            1.
    SH030458  BAL0304            -1.   BAL0358             1.
    SH030558  COST            13.146   TRAN0305            1.
    SH030558  BAL0305            -1.   BAL0358             1.
    SH030658  COST           204.076   TRAN0306            1.
    SH030658  BAL0352            -1.   BAL0358             1.
    SH030758  COST            42.568   TRAN0307            1.
    SH030758  BAL0364            -1.   BAL0358             1.
    SH030858  COST           159.004   TRAN0308            1.
    SH030858  BAL0383            -1.   BAL0358             1.
    SH030159  COST           128.956   TRAN0301            1.
    SH030159  BAL0301            -1.   BAL0359             1.
    SH030559  COST            99.534   TRAN0305            1.
    SH030559  BAL0305            -1.   BAL0359             1.
    SH030160  COST           163.386   TRAN0301            1.
    SH030160  BAL0301            -1.   BAL0360             1.
    SH030260  COST             344.3   TRAN0302            1.
    SH030260  BAL0302            -1.   BAL0360             1.
    SH030360  COST           177.158   TRAN0303            1.
    SH030360  BAL0303            -1.   BAL0360             1.
    SH030460  COST           195.312   TRAN0304            1.
    SH030460  BAL0304            -1.   BAL0360             1.
    SH030560  COST             84.51   TRAN0305            1.
    SH030560  BAL0305            -1.   BAL0360             1.
    SH030660  COST           202.198   TRAN0306            1.
    SH030660  BAL0352            -1.   BAL0360             1.
    SH030760  COST            55.088   TRAN0307            1.
    SH030760  BAL0364            -1.   BAL0360             1.
    SH030860  COST           187.174   TRAN0308            1.
    SH030860  BAL0383            -1.   BAL0360             1.
    SH030163  COST           166.516   TRAN0301            1.
    SH030163  BAL0301            -1.   BAL0363             1.
    SH030563  COST            95.152   TRAN0305            1.
    SH030563  BAL0305            -1.   BAL0363             1.
    SH030164  COST           124.574   TRAN0301            1.
    SH030164  BAL0301            -1.   BAL0364             1.
    SH030264  COST           329.276   TRAN0302            1.
    SH030264  BAL0302            -1.   BAL0364             1.
    SH030364  COST           139.598   TRAN0303            1.
    SH030364  BAL0303            -1.   BAL0364             1.
    SH030464  COST           210.336   TRAN0304            1.
    SH030464  BAL0304            -1.   BAL0364             1.
    SH030564  COST            36.308   TRAN0305            1.
    SH030564  BAL0305            -1.   BAL0364             1.
    SH030664  COST           198.442   TRAN0306            1.
    SH030664  BAL0352            -1.   BAL0364             1.
    SH030864  COST             156.5   TRAN0308            1.
    SH030864  BAL0383            -1.   BAL0364             1.
    SH030265  COST           192.182   TRAN0302            1.
    SH030265  BAL0302            -1.   BAL0365             1.
    SH030266  COST           162.134   TRAN0302            1.
    SH030266  BAL0302            -1.   BAL0366             1.
    SH030167  COST            266.05   TRAN0301            1.
    SH030167  BAL0301            -1.   BAL0367             1.
    SH030267  COST           145.232   TRAN0302            1.
    SH030267  BAL0302            -1.   BAL0367             1.
    SH030367  COST           308.618   TRAN0303            1.
    SH030367  BAL0303            -1.   BAL0367             1.
    SH030467  COST           286.082   TRAN0304            1.
    SH030467  BAL0304            -1.   BAL0367             1.
    SH030567  COST           378.104   TRAN0305            1.
    SH030567  BAL0305            -1.   BAL0367             1.
    SH030867  COST           286.708   TRAN0308            1.
    SH030867  BAL0383            -1.   BAL0367             1.
    SH030268  COST             250.4   TRAN0302            1.
    SH030268  BAL0302            -1.   BAL0368             1.
    SH030269  COST           138.346   TRAN0302            1.
    SH030269  BAL0302            -1.   BAL0369             1.
    SH030171  COST            275.44   TRAN0301            1.
    SH030171  BAL0301            -1.   BAL0371             1.
    SH030371  COST           328.024   TRAN0303            1.
    SH030371  BAL0303            -1.   BAL0371             1.
    SH030471  COST           326.146   TRAN0304            1.
    SH030471  BAL0304            -1.   BAL0371             1.
    SH030571  COST           363.706   TRAN0305            1.
    SH030571  BAL0305            -1.   BAL0371             1.
    SH030671  COST           244.766   TRAN0306            1.
    SH030671  BAL0352            -1.   BAL0371             1.
    SH030771  COST           440.704   TRAN0307            1.
    SH030771  BAL0364            -1.   BAL0371             1.
    SH030871  COST           333.658   TRAN0308            1.
    SH030871  BAL0383            -1.   BAL0371             1.
    SH030272  COST           339.918   TRAN0302            1.
    SH030272  BAL0302            -1.   BAL0372             1.
    SH030173  COST            244.14   TRAN0301            1.
    SH030173  BAL0301            -1.   BAL0373             1.
    SH030273  COST            228.49   TRAN0302            1.
    SH030273  BAL0302            -1.   BAL0373             1.
    SH030373  COST           211.588   TRAN0303            1.
    SH030373  BAL0303            -1.   BAL0373             1.
    SH030473  COST           286.082   TRAN0304            1.
    SH030473  BAL0304            -1.   BAL0373             1.
    SH030573  COST           353.064   TRAN0305            1.
    SH030573  BAL0305            -1.   BAL0373             1.
    SH030673  COST            190.93   TRAN0306            1.
    SH030673  BAL0352            -1.   BAL0373             1.
    SH030873  COST           315.504   TRAN0308            1.
    SH030873  BAL0383            -1.   BAL0373             1.
    SH030274  COST            131.46   TRAN0302            1.
    SH030274  BAL0302            -1.   BAL0374             1.
    SH030275  COST           346.804   TRAN0302            1.
    SH030275  BAL0302            -1.   BAL0375             1.
    SH030276  COST           251.026   TRAN0302            1.
    SH030276  BAL0302            -1.   BAL0376             1.
    SH030177  COST            272.31   TRAN0301            1.
    SH030177  BAL0301            -1.   BAL0377             1.
    SH030277  COST           170.272   TRAN0302            1.
    SH030277  BAL0302            -1.   BAL0377             1.
    SH030377  COST           288.586   TRAN0303            1.
    SH030377  BAL0303            -1.   BAL0377             1.
    SH030477  COST           251.026   TRAN0304            1.
    SH030477  BAL0304            -1.   BAL0377             1.
    SH030577  COST            350.56   TRAN0305            1.
    SH030577  BAL0305            -1.   BAL0377             1.
    SH030877  COST            200.32   TRAN0308            1.
    SH030877  BAL0383            -1.   BAL0377             1.
    SH030178  COST           476.386   TRAN0301            1.
    SH030178  BAL0301            -1.   BAL0378             1.
    SH030278  COST           276.692   TRAN0302            1.
    SH030278  BAL0302            -1.   BAL0378             1.
    SH030378  COST           490.158   TRAN0303            1.
    SH030378  BAL0303            -1.   BAL0378             1.
    SH030478  COST            428.81   TRAN0304            1.
    SH030478  BAL0304            -1.   BAL0378             1.
    SH030578  COST           550.254   TRAN0305            1.
    SH030578  BAL0305            -1.   BAL0378             1.
    SH030878  COST           479.516   TRAN0308            1.
    SH030878  BAL0383            -1.   BAL0378             1.
    SH030279  COST           168.394   TRAN0302            1.
    SH030279  BAL0302            -1.   BAL0379             1.
    SH030480  COST           234.124   TRAN0304            1.
    SH030480  BAL0304            -1.   BAL0380             1.
    SH030182  COST           364.332   TRAN0301            1.
    SH030182  BAL0301            -1.   BAL0382             1.
    SH030282  COST           205.954   TRAN0302            1.
    SH030282  BAL0302            -1.   BAL0382             1.
    SH030382  COST            410.03   TRAN0303            1.
    SH030382  BAL0303            -1.   BAL0382             1.
    SH030482  COST           441.956   TRAN0304            1.
    SH030482  BAL0304            -1.   BAL0382             1.
    SH030582  COST           718.022   TRAN0305            1.
    SH030582  BAL0305            -1.   BAL0382             1.
    SH030882  COST           490.158   TRAN0308            1.
    SH030882  BAL0383            -1.   BAL0382             1.
    SH030183  COST           110.802   TRAN0301            1.
    SH030183  BAL0301            -1.   BAL0383             1.
    SH030283  COST            325.52   TRAN0302            1.
    SH030283  BAL0302            -1.   BAL0383             1.
    SH030383  COST           170.272   TRAN0303            1.
    SH030383  BAL0303            -1.   BAL0383             1.
    SH030483  COST            36.934   TRAN0304            1.
    SH030483  BAL0304            -1.   BAL0383             1.
    SH030583  COST           217.222   TRAN0305            1.
    SH030583  BAL0305            -1.   BAL0383             1.
    SH030683  COST           155.248   TRAN0306            1.
    SH030683  BAL0352            -1.   BAL0383             1.
    SH030184  COST           190.304   TRAN0301            1.
    SH030184  BAL0301            -1.   BAL0384             1.
    SH030284  COST           120.192   TRAN0302            1.
    SH030284  BAL0302            -1.   BAL0384             1.
    SH030384  COST           227.864   TRAN0303            1.
    SH030384  BAL0303            -1.   BAL0384             1.
    SH030484  COST            231.62   TRAN0304            1.
    SH030484  BAL0304            -1.   BAL0384             1.
    SH030584  COST            306.74   TRAN0305            1.
    SH030584  BAL0305            -1.   BAL0384             1.
    SH030684  COST            190.93   TRAN0306            1.
    SH030684  BAL0352            -1.   BAL0384             1.
    SH030884  COST           242.888   TRAN0308            1.
    SH030884  BAL0383            -1.   BAL0384             1.
    SH040201  COST           364.122   TRAN0402            1.
    SH040201  BAL0402            -1.   BAL0401             1.
    SH040301  COST           139.764   TRAN0403            1.
    SH040301  BAL0403            -1.   BAL0401             1.
    SH040401  COST           255.008   TRAN0404            1.
    SH040401  BAL0404            -1.   BAL0401             1.
    SH040501  COST           290.562   TRAN0405            1.
    SH040501  BAL0405            -1.   BAL0401             1.
    SH040601  COST           154.476   TRAN0406            1.
    SH040601  BAL0452            -1.   BAL0401             1.
    SH040801  COST           175.318   TRAN0408            1.
    SH040801  BAL0483            -1.   BAL0401             1.
    SH040102  COST           581.124   TRAN0401            1.
    SH040102  BAL0401            -1.   BAL0402             1.
    SH040302  COST           511.242   TRAN0403            1.
    SH040302  BAL0403            -1.   BAL0402             1.
    SH040402  COST           750.312   TRAN0404            1.
    SH040402  BAL0404            -1.   BAL0402             1.
    SH040502  COST           908.466   TRAN0405            1.
    SH040502  BAL0405            -1.   BAL0402             1.
    SH040602  COST           463.428   TRAN0406            1.
    SH040602  BAL0452            -1.   BAL0402             1.
    SH040802  COST           638.746   TRAN0408            1.
    SH040802  BAL0483            -1.   BAL0402             1.
    SH040103  COST            300.37   TRAN0401            1.
    SH040103  BAL0401            -1.   BAL0403             1.
    SH040203  COST           581.124   TRAN0402            1.
    SH040203  BAL0402            -1.   BAL0403             1.
    SH040403  COST           449.942   TRAN0404            1.
    SH040403  BAL0404            -1.   BAL0403             1.
    SH040503  COST           348.184   TRAN0405            1.
    SH040503  BAL0405            -1.   BAL0403             1.
    SH040603  COST            110.34   TRAN0406            1.
    SH040603  BAL0452            -1.   BAL0403             1.
    SH040803  COST            312.63   TRAN0408            1.
    SH040803  BAL0483            -1.   BAL0403             1.
    SH040104  COST           213.324   TRAN0401            1.
    SH040104  BAL0401            -1.   BAL0404             1.
    SH040204  COST           616.678   TRAN0402            1.
    SH040204  BAL0402            -1.   BAL0404             1.
    SH040304  COST           297.918   TRAN0403            1.
    SH040304  BAL0403            -1.   BAL0404             1.
    SH040504  COST           391.094   TRAN0405            1.
    SH040504  BAL0405            -1.   BAL0404             1.
    SH040604  COST            300.37   TRAN0406            1.
    SH040604  BAL0452            -1.   BAL0404             1.
    SH040804  COST            71.108   TRAN0408            1.
    SH040804  BAL0483            -1.   BAL0404             1.
    SH040105  COST            331.02   TRAN0401            1.
    SH040105  BAL0401            -1.   BAL0405             1.
    SH040205  COST           632.616   TRAN0402            1.
    SH040205  BAL0402            -1.   BAL0405             1.
    SH040305  COST           348.184   TRAN0403            1.
    SH040305  BAL0403            -1.   BAL0405             1.
    SH040405  COST            349.41   TRAN0404            1.
    SH040405  BAL0404            -1.   BAL0405             1.
    SH040605  COST           399.676   TRAN0406            1.
    SH040605  BAL0452            -1.   BAL0405             1.
    SH040705  COST           409.484   TRAN0407            1.
    SH040705  BAL0464            -1.   BAL0405             1.
    SH040805  COST           332.246   TRAN0408            1.
    SH040805  BAL0483            -1.   BAL0405             1.
    SH040106  COST           243.974   TRAN0401            1.
    SH040106  BAL0401            -1.   BAL0406             1.
    SH040206  COST           511.242   TRAN0402            1.
    SH040206  BAL0402            -1.   BAL0406             1.
    SH040306  COST           261.138   TRAN0403            1.
    SH040306  BAL0403            -1.   BAL0406             1.
    SH040406  COST           268.494   TRAN0404            1.
    SH040406  BAL0404            -1.   BAL0406             1.
    SH040506  COST           308.952   TRAN0405            1.
    SH040506  BAL0405            -1.   BAL0406             1.
    SH040606  COST           252.556   TRAN0406            1.
    SH040606  BAL0452            -1.   BAL0406             1.
    SH040706  COST             245.2   TRAN0407            1.
    SH040706  BAL0464            -1.   BAL0406             1.
    SH040806  COST           185.126   TRAN0408            1.
    SH040806  BAL0483            -1.   BAL0406             1.
    SH040107  COST            25.746   TRAN0401            1.
    SH040107  BAL0401            -1.   BAL0407             1.
    SH040207  COST           357.992   TRAN0402            1.
    SH040207  BAL0402            -1.   BAL0407             1.
    SH040307  COST           152.024   TRAN0403            1.
    SH040307  BAL0403            -1.   BAL0407             1.
    SH040407  COST           253.782   TRAN0404            1.
    SH040407  BAL0404            -1.   BAL0407             1.
    SH040507  COST           280.754   TRAN0405            1.
    SH040507  BAL0405            -1.   BAL0407             1.
    SH040607  COST            153.25   TRAN0406            1.
    SH040607  BAL0452            -1.   BAL0407             1.
    SH040707  COST           284.432   TRAN0407            1.
    SH040707  BAL0464            -1.   BAL0407             1.
    SH040807  COST            190.03   TRAN0408            1.
    SH040807  BAL0483            -1.   BAL0407             1.
    SH040108  COST            80.916   TRAN0401            1.
    SH040108  BAL0401            -1.   BAL0408             1.
    SH040208  COST           460.976   TRAN0402            1.
    SH040208  BAL0402            -1.   BAL0408             1.
    SH040308  COST           172.866   TRAN0403            1.
    SH040308  BAL0403            -1.   BAL0408             1.
    SH040408  COST           302.822   TRAN0404            1.
    SH040408  BAL0404            -1.   BAL0408             1.
    SH040508  COST           223.132   TRAN0405            1.
    SH040508  BAL0405            -1.   BAL0408             1.
    SH040608  COST           203.516   TRAN0406            1.
    SH040608  BAL0452            -1.   BAL0408             1.
    SH040808  COST           229.262   TRAN0408            1.
    SH040808  BAL0483            -1.   BAL0408             1.
    SH040109  COST           169.188   TRAN0401            1.
    SH040109  BAL0401            -1.   BAL0409             1.
    SH040209  COST           469.558   TRAN0402            1.
    SH040209  BAL0402            -1.   BAL0409             1.
    SH040309  COST           205.968   TRAN0403            1.
    SH040309  BAL0403            -1.   BAL0409             1.
    SH040409  COST           310.178   TRAN0404            1.
    SH040409  BAL0404            -1.   BAL0409             1.
    SH040509  COST           293.014   TRAN0405            1.
    SH040509  BAL0405            -1.   BAL0409             1.
    SH040709  COST           240.296   TRAN0407            1.
    SH040709  BAL0464            -1.   BAL0409             1.
    SH040809  COST           237.844   TRAN0408            1.
    SH040809  BAL0483            -1.   BAL0409             1.
    SH040110  COST           302.822   TRAN0401            1.
    SH040110  BAL0401            -1.   BAL0410             1.
    SH040210  COST           193.708   TRAN0402            1.
    SH040210  BAL0402            -1.   BAL0410             1.
    SH040310  COST            294.24   TRAN0403            1.
    SH040310  BAL0403            -1.   BAL0410             1.
    SH040410  COST           440.134   TRAN0404            1.
    SH040410  BAL0404            -1.   BAL0410             1.
    SH040510  COST            472.01   TRAN0405            1.
    SH040510  BAL0405            -1.   BAL0410             1.
    SH040610  COST            275.85   TRAN0406            1.
    SH040610  BAL0452            -1.   BAL0410             1.
    SH040810  COST            373.93   TRAN0408            1.
    SH040810  BAL0483            -1.   BAL0410             1.
    SH040111  COST           129.956   TRAN0401            1.
    SH040111  BAL0401            -1.   BAL0411             1.
    SH040211  COST            606.87   TRAN0402            1.
    SH040211  BAL0402            -1.   BAL0411             1.
    SH040311  COST           304.048   TRAN0403            1.
    SH040311  BAL0403            -1.   BAL0411             1.
    SH040411  COST           170.414   TRAN0404            1.
    SH040411  BAL0404            -1.   BAL0411             1.
    SH040511  COST           418.066   TRAN0405            1.
    SH040511  BAL0405            -1.   BAL0411             1.
    SH040611  COST           240.296   TRAN0406            1.
    SH040611  BAL0452            -1.   BAL0411             1.
    SH040811  COST           125.052   TRAN0408            1.
    SH040811  BAL0483            -1.   BAL0411             1.
    SH040112  COST           107.888   TRAN0401            1.
    SH040112  BAL0401            -1.   BAL0412             1.
    SH040212  COST           415.614   TRAN0402            1.
    SH040212  BAL0402            -1.   BAL0412             1.
    SH040312  COST           178.996   TRAN0403            1.
    SH040312  BAL0403            -1.   BAL0412             1.
    SH040412  COST             245.2   TRAN0404            1.
    SH040412  BAL0404            -1.   BAL0412             1.
    SH040512  COST           327.342   TRAN0405            1.
    SH040512  BAL0405            -1.   BAL0412             1.
    SH040612  COST            177.77   TRAN0406            1.
    SH040612  BAL0452            -1.   BAL0412             1.
    SH040812  COST           178.996   TRAN0408            1.
    SH040812  BAL0483            -1.   BAL0412             1.
    SH040114  COST           174.092   TRAN0401            1.
    SH040114  BAL0401            -1.   BAL0414             1.
    SH040214  COST           505.112   TRAN0402            1.
    SH040214  BAL0402            -1.   BAL0414             1.
    SH040314  COST           240.296   TRAN0403            1.
    SH040314  BAL0403            -1.   BAL0414             1.
    SH040414  COST           243.974   TRAN0404            1.
    SH040414  BAL0404            -1.   BAL0414             1.
    SH040514  COST           431.552   TRAN0405            1.
    SH040514  BAL0405            -1.   BAL0414             1.
    SH040614  COST           230.488   TRAN0406            1.
    SH040614  BAL0452            -1.   BAL0414             1.
    SH040814  COST           154.476   TRAN0408            1.
    SH040814  BAL0483            -1.   BAL0414             1.
    SH040115  COST           371.478   TRAN0401            1.
    SH040115  BAL0401            -1.   BAL0415             1.
    SH040215  COST           194.934   TRAN0402            1.
    SH040215  BAL0402            -1.   BAL0415             1.
    SH040315  COST           286.884   TRAN0403            1.
    SH040315  BAL0403            -1.   BAL0415             1.
    SH040415  COST           583.576   TRAN0404            1.
    SH040415  BAL0404            -1.   BAL0415             1.
    SH040515  COST           487.948   TRAN0405            1.
    SH040515  BAL0405            -1.   BAL0415             1.
    SH040615  COST           230.488   TRAN0406            1.
    SH040615  BAL0452            -1.   BAL0415             1.
    SH040815  COST           457.298   TRAN0408            1.
    SH040815  BAL0483            -1.   BAL0415             1.
    SH040116  COST           193.708   TRAN0401            1.
    SH040116  BAL0401            -1.   BAL0416             1.
    SH040216  COST            343.28   TRAN0402            1.
    SH040216  BAL0402            -1.   BAL0416             1.
    SH040316  COST           278.302   TRAN0403            1.
    SH040316  BAL0403            -1.   BAL0416             1.
    SH040416  COST           351.862   TRAN0404            1.
    SH040416  BAL0404            -1.   BAL0416             1.
    SH040516  COST           391.094   TRAN0405            1.
    SH040516  BAL0405            -1.   BAL0416             1.
    SH040616  COST           160.606   TRAN0406            1.
    SH040616  BAL0452            -1.   BAL0416             1.
    SH040816  COST            251.33   TRAN0408            1.
    SH040816  BAL0483            -1.   BAL0416             1.
    SH040117  COST           185.126   TRAN0401            1.
    SH040117  BAL0401            -1.   BAL0417             1.
    SH040817  COST            33.102   TRAN0408            1.
    SH040817  BAL0483            -1.   BAL0417             1.
    SH040118  COST            214.55   TRAN0401            1.
    SH040118  BAL0401            -1.   BAL0418             1.
    SH040218  COST           442.586   TRAN0402            1.
    SH040218  BAL0402            -1.   BAL0418             1.
    SH040318  COST            331.02   TRAN0403            1.
    SH040318  BAL0403            -1.   BAL0418             1.
    SH040418  COST           188.804   TRAN0404            1.
    SH040418  BAL0404            -1.   BAL0418             1.
    SH040518  COST           498.982   TRAN0405            1.
    SH040518  BAL0405            -1.   BAL0418             1.
    SH040618  COST           431.552   TRAN0406            1.
    SH040618  BAL0452            -1.   BAL0418             1.
    SH040818  COST           126.278   TRAN0408            1.
    SH040818  BAL0483            -1.   BAL0418             1.
    SH040119  COST           304.048   TRAN0401            1.
    SH040119  BAL0401            -1.   BAL0419             1.
    SH040219  COST           842.262   TRAN0402            1.
    SH040219  BAL0402            -1.   BAL0419             1.
    SH040319  COST           388.642   TRAN0403            1.
    SH040319  BAL0403            -1.   BAL0419             1.
    SH040419  COST           194.934   TRAN0404            1.
    SH040419  BAL0404            -1.   BAL0419             1.
    SH040519  COST           255.008   TRAN0405            1.
    SH040519  BAL0405            -1.   BAL0419             1.
    SH040619  COST            422.97   TRAN0406            1.
    SH040619  BAL0452            -1.   BAL0419             1.
    SH040819  COST           121.374   TRAN0408            1.
    SH040819  BAL0483            -1.   BAL0419             1.
    SH040420  COST           138.538   TRAN0404            1.
    SH040420  BAL0404            -1.   BAL0420             1.
    SH040121  COST           494.078   TRAN0401            1.
    SH040121  BAL0401            -1.   BAL0421             1.
    SH040221  COST           451.168   TRAN0402            1.
    SH040221  BAL0402            -1.   BAL0421             1.
    SH040321  COST           546.796   TRAN0403            1.
    SH040321  BAL0403            -1.   BAL0421             1.
    SH040421  COST            392.32   TRAN0404            1.
    SH040421  BAL0404            -1.   BAL0421             1.
    SH040521  COST             674.3   TRAN0405            1.
    SH040521  BAL0405            -1.   BAL0421             1.
    SH040821  COST            392.32   TRAN0408            1.
    SH040821  BAL0483            -1.   BAL0421             1.
    SH040122  COST           304.048   TRAN0401            1.
    SH040122  BAL0401            -1.   BAL0422             1.
    SH040222  COST           708.628   TRAN0402            1.
    SH040222  BAL0402            -1.   BAL0422             1.
    SH040322  COST           366.574   TRAN0403            1.
    SH040322  BAL0403            -1.   BAL0422             1.
    SH040422  COST           274.624   TRAN0404            1.
    SH040422  BAL0404            -1.   BAL0422             1.
    SH040522  COST           219.454   TRAN0405            1.
    SH040522  BAL0405            -1.   BAL0422             1.
    SH040622  COST            380.06   TRAN0406            1.
    SH040622  BAL0452            -1.   BAL0422             1.
    SH040822  COST           170.414   TRAN0408            1.
    SH040822  BAL0483            -1.   BAL0422             1.
    SH040123  COST           286.884   TRAN0401            1.
    SH040123  BAL0401            -1.   BAL0423             1.
    SH040223  COST           663.266   TRAN0402            1.
    SH040223  BAL0402            -1.   BAL0423             1.
    SH040323  COST           351.862   TRAN0403            1.
    SH040323  BAL0403            -1.   BAL0423             1.
    SH040423  COST           204.742   TRAN0404            1.
    SH040423  BAL0404            -1.   BAL0423             1.
    SH040523  COST           203.516   TRAN0405            1.
    SH040523  BAL0405            -1.   BAL0423             1.
    SH040823  COST           170.414   TRAN0408            1.
    SH040823  BAL0483            -1.   BAL0423             1.
    SH040225  COST           523.502   TRAN0402            1.
    SH040225  BAL0402            -1.   BAL0425             1.
    SH040426  COST            331.02   TRAN0404            1.
    SH040426  BAL0404            -1.   BAL0426             1.
    SH040127  COST           286.884   TRAN0401            1.
    SH040127  BAL0401            -1.   BAL0427             1.
    SH040227  COST           348.184   TRAN0402            1.
    SH040227  BAL0402            -1.   BAL0427             1.
    SH040327  COST           354.314   TRAN0403            1.
    SH040327  BAL0403            -1.   BAL0427             1.
    SH040427  COST            410.71   TRAN0404            1.
    SH040427  BAL0404            -1.   BAL0427             1.
    SH040527  COST           463.428   TRAN0405            1.
    SH040527  BAL0405            -1.   BAL0427             1.
    SH040627  COST           328.568   TRAN0406            1.
    SH040627  BAL0452            -1.   BAL0427             1.
    SH040827  COST           308.952   TRAN0408            1.
    SH040827  BAL0483            -1.   BAL0427             1.
    SH040128  COST           297.918   TRAN0401            1.
    SH040128  BAL0401            -1.   BAL0428             1.
    SH040528  COST           125.052   TRAN0405            1.
    SH040528  BAL0405            -1.   BAL0428             1.
    SH040129  COST           273.398   TRAN0401            1.
    SH040129  BAL0401            -1.   BAL0429             1.
    SH040229  COST           568.864   TRAN0402            1.
    SH040229  BAL0402            -1.   BAL0429             1.
    SH040329  COST           295.466   TRAN0403            1.
    SH040329  BAL0403            -1.   BAL0429             1.
    SH040429  COST           243.974   TRAN0404            1.
    SH040429  BAL0404            -1.   BAL0429             1.
    SH040529  COST            527.18   TRAN0405            1.
    SH040529  BAL0405            -1.   BAL0429             1.
    SH040629  COST           319.986   TRAN0406            1.
    SH040629  BAL0452            -1.   BAL0429             1.
    SH040829  COST           176.544   TRAN0408            1.
    SH040829  BAL0483            -1.   BAL0429             1.
    SH040130  COST           571.316   TRAN0401            1.
    SH040130  BAL0401            -1.   BAL0430             1.
    SH040230  COST           534.536   TRAN0402            1.
    SH040230  BAL0402            -1.   BAL0430             1.
    SH040330  COST           641.198   TRAN0403            1.
    SH040330  BAL0403            -1.   BAL0430             1.
    SH040430  COST           372.704   TRAN0404            1.
    SH040430  BAL0404            -1.   BAL0430             1.
    SH040530  COST           546.796   TRAN0405            1.
    SH040530  BAL0405            -1.   BAL0430             1.
    SH040830  COST           468.332   TRAN0408            1.
    SH040830  BAL0483            -1.   BAL0430             1.
    SH040131  COST           136.086   TRAN0401            1.
    SH040131  BAL0401            -1.   BAL0431             1.
    SH040432  COST           192.482   TRAN0404            1.
    SH040432  BAL0404            -1.   BAL0432             1.
    SH040233  COST             490.4   TRAN0402            1.
    SH040233  BAL0402            -1.   BAL0433             1.
    SH040434  COST           258.686   TRAN0404            1.
    SH040434  BAL0404            -1.   BAL0434             1.
    SH040435  COST           149.572   TRAN0404            1.
    SH040435  BAL0404            -1.   BAL0435             1.
    SH040636  COST            134.86   TRAN0406            1.
    SH040636  BAL0452            -1.   BAL0436             1.
    SH040137  COST           112.792   TRAN0401            1.
    SH040137  BAL0401            -1.   BAL0437             1.
    SH040237  COST           419.292   TRAN0402            1.
    SH040237  BAL0402            -1.   BAL0437             1.
    SH040337  COST           193.708   TRAN0403            1.
    SH040337  BAL0403            -1.   BAL0437             1.
    SH040437  COST           372.704   TRAN0404            1.
    SH040437  BAL0404            -1.   BAL0437             1.
    SH040537  COST           223.132   TRAN0405            1.
    SH040537  BAL0405            -1.   BAL0437             1.
    SH040637  COST           237.844   TRAN0406            1.
    SH040637  BAL0452            -1.   BAL0437             1.
    SH040837  COST           308.952   TRAN0408            1.
    SH040837  BAL0483            -1.   BAL0437             1.
    SH040138  COST           166.736   TRAN0401            1.
    SH040138  BAL0401            -1.   BAL0438             1.
    SH040238  COST           299.144   TRAN0402            1.
    SH040238  BAL0402            -1.   BAL0438             1.
    SH040338  COST            116.47   TRAN0403            1.
    SH040338  BAL0403            -1.   BAL0438             1.
    SH040438  COST           377.608   TRAN0404            1.
    SH040438  BAL0404            -1.   BAL0438             1.
    SH040538  COST           340.828   TRAN0405            1.
    SH040538  BAL0405            -1.   BAL0438             1.
    SH040638  COST            47.814   TRAN0406            1.
    SH040638  BAL0452            -1.   BAL0438             1.
    SH040738  COST           264.816   TRAN0407            1.
    SH040738  BAL0464            -1.   BAL0438             1.
    SH040838  COST           290.562   TRAN0408            1.
    SH040838  BAL0483            -1.   BAL0438             1.
    SH040139  COST            159.38   TRAN0401            1.
    SH040139  BAL0401            -1.   BAL0439             1.
    SH040239  COST           415.614   TRAN0402            1.
    SH040239  BAL0402            -1.   BAL0439             1.
    SH040339  COST            196.16   TRAN0403            1.
    SH040339  BAL0403            -1.   BAL0439             1.
    SH040439  COST           305.274   TRAN0404            1.
    SH040439  BAL0404            -1.   BAL0439             1.
    SH040539  COST           525.954   TRAN0405            1.
    SH040539  BAL0405            -1.   BAL0439             1.
    SH040639  COST           250.104   TRAN0406            1.
    SH040639  BAL0452            -1.   BAL0439             1.
    SH040839  COST           205.968   TRAN0408            1.
    SH040839  BAL0483            -1.   BAL0439             1.
    SH040140  COST            202.29   TRAN0401            1.
    SH040140  BAL0401            -1.   BAL0440             1.
    SH040640  COST           160.606   TRAN0406            1.
    SH040640  BAL0452            -1.   BAL0440             1.
    SH040141  COST           240.296   TRAN0401            1.
    SH040141  BAL0401            -1.   BAL0441             1.
    SH040241  COST             367.8   TRAN0402            1.
    SH040241  BAL0402            -1.   BAL0441             1.
    SH040341  COST             183.9   TRAN0403            1.
    SH040341  BAL0403            -1.   BAL0441             1.
    SH040441  COST           397.224   TRAN0404            1.
    SH040441  BAL0404            -1.   BAL0441             1.
    SH040541  COST           451.168   TRAN0405            1.
    SH040541  BAL0405            -1.   BAL0441             1.
    SH040641  COST             122.6   TRAN0406            1.
    SH040641  BAL0452            -1.   BAL0441             1.
    SH040841  COST           366.574   TRAN0408            1.
    SH040841  BAL0483            -1.   BAL0441             1.
    SH040142  COST            110.34   TRAN0401            1.
    SH040142  BAL0401            -1.   BAL0442             1.
    SH040242  COST           507.564   TRAN0402            1.
    SH040242  BAL0402            -1.   BAL0442             1.
    SH040342  COST            196.16   TRAN0403            1.
    SH040342  BAL0403            -1.   BAL0442             1.
    SH040442  COST            239.07   TRAN0404            1.
    SH040442  BAL0404            -1.   BAL0442             1.
    SH040542  COST           442.586   TRAN0405            1.
    SH040542  BAL0405            -1.   BAL0442             1.
    SH040642  COST           197.386   TRAN0406            1.
    SH040642  BAL0452            -1.   BAL0442             1.
    SH040842  COST           186.352   TRAN0408            1.
    SH040842  BAL0483            -1.   BAL0442             1.
    SH040143  COST           194.934   TRAN0401            1.
    SH040143  BAL0401            -1.   BAL0443             1.
    SH040243  COST            484.27   TRAN0402            1.
    SH040243  BAL0402            -1.   BAL0443             1.
    SH040343  COST             30.65   TRAN0403            1.
    SH040343  BAL0403            -1.   BAL0443             1.
    SH040443  COST           362.896   TRAN0404            1.
    SH040443  BAL0404            -1.   BAL0443             1.
    SH040543  COST           316.308   TRAN0405            1.
    SH040543  BAL0405            -1.   BAL0443             1.
    SH040643  COST             122.6   TRAN0406            1.
    SH040643  BAL0452            -1.   BAL0443             1.
    SH040743  COST           295.466   TRAN0407            1.
    SH040743  BAL0464            -1.   BAL0443             1.
    SH040843  COST           332.246   TRAN0408            1.
    SH040843  BAL0483            -1.   BAL0443             1.
    SH040644  COST           109.114   TRAN0406            1.
    SH040644  BAL0452            -1.   BAL0444             1.
    SH040145  COST           210.872   TRAN0401            1.
    SH040145  BAL0401            -1.   BAL0445             1.
    SH040245  COST           534.536   TRAN0402            1.
    SH040245  BAL0402            -1.   BAL0445             1.
    SH040345  COST           197.386   TRAN0403            1.
    SH040345  BAL0403            -1.   BAL0445             1.
    SH040445  COST           357.992   TRAN0404            1.
    SH040445  BAL0404            -1.   BAL0445             1.
    SH040545  COST           286.884   TRAN0405            1.
    SH040545  BAL0405            -1.   BAL0445             1.
    SH040645  COST           234.166   TRAN0406            1.
    SH040645  BAL0452            -1.   BAL0445             1.
    SH040745  COST           241.522   TRAN0407            1.
    SH040745  BAL0464            -1.   BAL0445             1.
    SH040845  COST            373.93   TRAN0408            1.
    SH040845  BAL0483            -1.   BAL0445             1.
    SH040146  COST            300.37   TRAN0401            1.
    SH040146  BAL0401            -1.   BAL0446             1.
    SH040246  COST           334.698   TRAN0402            1.
    SH040246  BAL0402            -1.   BAL0446             1.
    SH040346  COST           270.946   TRAN0403            1.
    SH040346  BAL0403            -1.   BAL0446             1.
    SH040446  COST           548.022   TRAN0404            1.
    SH040446  BAL0404            -1.   BAL0446             1.
    SH040546  COST            527.18   TRAN0405            1.
    SH040546  BAL0405            -1.   BAL0446             1.
    SH040646  COST           315.082   TRAN0406            1.
    SH040646  BAL0452            -1.   BAL0446             1.
    SH040846  COST           549.248   TRAN0408            1.
    SH040846  BAL0483            -1.   BAL0446             1.
    SH040147  COST            134.86   TRAN0401            1.
    SH040147  BAL0401            -1.   BAL0447             1.
    SH040148  COST            116.47   TRAN0401            1.
    SH040148  BAL0401            -1.   BAL0448             1.
    SH040248  COST           415.614   TRAN0402            1.
    SH040248  BAL0402            -1.   BAL0448             1.
    SH040348  COST           167.962   TRAN0403            1.
    SH040348  BAL0403            -1.   BAL0448             1.
    SH040448  COST            281.98   TRAN0404            1.
    SH040448  BAL0404            -1.   BAL0448             1.
    SH040548  COST           302.822   TRAN0405            1.
    SH040548  BAL0405            -1.   BAL0448             1.
    SH040648  COST            140.99   TRAN0406            1.
    SH040648  BAL0452            -1.   BAL0448             1.
    SH040848  COST            239.07   TRAN0408            1.
    SH040848  BAL0483            -1.   BAL0448             1.
    SH040149  COST           403.354   TRAN0401            1.
    SH040149  BAL0401            -1.   BAL0449             1.
    SH040549  COST           186.352   TRAN0405            1.
    SH040549  BAL0405            -1.   BAL0449             1.
    SH040150  COST           295.466   TRAN0401            1.
    SH040150  BAL0401            -1.   BAL0450             1.
    SH040151  COST           407.032   TRAN0401            1.
    SH040151  BAL0401            -1.   BAL0451             1.
    SH040551  COST           150.798   TRAN0405            1.
    SH040551  BAL0405            -1.   BAL0451             1.
    SH040152  COST           137.312   TRAN0401            1.
    SH040152  BAL0401            -1.   BAL0452             1.
    SH040252  COST             367.8   TRAN0402            1.
    SH040252  BAL0402            -1.   BAL0452             1.
    SH040352  COST           100.532   TRAN0403            1.
    SH040352  BAL0403            -1.   BAL0452             1.
    SH040452  COST           394.772   TRAN0404            1.
    SH040452  BAL0404            -1.   BAL0452             1.
    SH040552  COST            361.67   TRAN0405            1.
    SH040552  BAL0405            -1.   BAL0452             1.
    SH040852  COST           310.178   TRAN0408            1.
    SH040852  BAL0483            -1.   BAL0452             1.
    SH040153  COST           440.134   TRAN0401            1.
    SH040153  BAL0401            -1.   BAL0453             1.
    SH040553  COST           225.584   TRAN0405            1.
    SH040553  BAL0405            -1.   BAL0453             1.
    SH040154  COST            226.81   TRAN0401            1.
    SH040154  BAL0401            -1.   BAL0454             1.
    SH040155  COST           340.828   TRAN0401            1.
    SH040155  BAL0401            -1.   BAL0455             1.
    SH040255  COST           587.254   TRAN0402            1.
    SH040255  BAL0402            -1.   BAL0455             1.
    SH040355  COST           344.506   TRAN0403            1.
    SH040355  BAL0403            -1.   BAL0455             1.
    SH040455  COST           360.444   TRAN0404            1.
    SH040455  BAL0404            -1.   BAL0455             1.
    SH040555  COST           188.804   TRAN0405            1.
    SH040555  BAL0405            -1.   BAL0455             1.
    SH040655  COST            355.54   TRAN0406            1.
    SH040655  BAL0452            -1.   BAL0455             1.
    SH040755  COST           131.182   TRAN0407            1.
    SH040755  BAL0464            -1.   BAL0455             1.
    SH040855  COST           360.444   TRAN0408            1.
    SH040855  BAL0483            -1.   BAL0455             1.
    SH040156  COST            478.14   TRAN0401            1.
    SH040156  BAL0401            -1.   BAL0456             1.
    SH040556  COST           166.736   TRAN0405            1.
    SH040556  BAL0405            -1.   BAL0456             1.
    SH040157  COST           319.986   TRAN0401            1.
    SH040157  BAL0401            -1.   BAL0457             1.
    SH040557  COST           205.968   TRAN0405            1.
    SH040557  BAL0405            -1.   BAL0457             1.
    SH040158  COST           360.444   TRAN0401            1.
    SH040158  BAL0401            -1.   BAL0458             1.
    SH040258  COST           638.746   TRAN0402            1.
    SH040258  BAL0402            -1.   BAL0458             1.
    SH040358  COST           340.828   TRAN0403            1.
    SH040358  BAL0403            -1.   BAL0458             1.
    SH040458  COST           420.518   TRAN0404            1.
    SH040458  BAL0404            -1.   BAL0458             1.
    SH040558  COST            25.746   TRAN0405            1.
    SH040558  BAL0405            -1.   BAL0458             1.
    SH040658  COST           399.676   TRAN0406            1.
    SH040658  BAL0452            -1.   BAL0458             1.
    SH040758  COST            83.368   TRAN0407            1.
    SH040758  BAL0464            -1.   BAL0458             1.
    SH040858  COST           311.404   TRAN0408            1.
    SH040858  BAL0483            -1.   BAL0458             1.
    SH040159  COST           252.556   TRAN0401            1.
    SH040159  BAL0401            -1.   BAL0459             1.
    SH040559  COST           194.934   TRAN0405            1.
    SH040559  BAL0405            -1.   BAL0459             1.
    SH040160  COST           319.986   TRAN0401            1.
    SH040160  BAL0401            -1.   BAL0460             1.
    SH040260  COST             674.3   TRAN0402            1.
    SH040260  BAL0402            -1.   BAL0460             1.
    SH040360  COST           346.958   TRAN0403            1.
    SH040360  BAL0403            -1.   BAL0460             1.
    SH040460  COST           382.512   TRAN0404            1.
    SH040460  BAL0404            -1.   BAL0460             1.
    SH040560  COST            165.51   TRAN0405            1.
    SH040560  BAL0405            -1.   BAL0460             1.
    SH040660  COST           395.998   TRAN0406            1.
    SH040660  BAL0452            -1.   BAL0460             1.
    SH040760  COST           107.888   TRAN0407            1.
    SH040760  BAL0464            -1.   BAL0460             1.
    SH040860  COST           366.574   TRAN0408            1.
    SH040860  BAL0483            -1.   BAL0460             1.
    SH040163  COST           326.116   TRAN0401            1.
    SH040163  BAL0401            -1.   BAL0463             1.
    SH040563  COST           186.352   TRAN0405            1.
    SH040563  BAL0405            -1.   BAL0463             1.
    SH040164  COST           243.974   TRAN0401            1.
    SH040164  BAL0401            -1.   BAL0464             1.
    SH040264  COST           644.876   TRAN0402            1.
    SH040264  BAL0402            -1.   BAL0464             1.
    SH040364  COST           273.398   TRAN0403            1.
    SH040364  BAL0403            -1.   BAL0464             1.
    SH040464  COST           411.936   TRAN0404            1.
    SH040464  BAL0404            -1.   BAL0464             1.
    SH040564  COST            71.108   TRAN0405            1.
    SH040564  BAL0405            -1.   BAL0464             1.
    SH040664  COST           388.642   TRAN0406            1.
    SH040664  BAL0452            -1.   BAL0464             1.
    SH040864  COST             306.5   TRAN0408            1.
    SH040864  BAL0483            -1.   BAL0464             1.
    SH040265  COST           376.382   TRAN0402            1.
    SH040265  BAL0402            -1.   BAL0465             1.
    SH040266  COST           317.534   TRAN0402            1.
    SH040266  BAL0402            -1.   BAL0466             1.
    SH040167  COST            521.05   TRAN0401            1.
    SH040167  BAL0401            -1.   BAL0467             1.
    SH040267  COST           284.432   TRAN0402            1.
    SH040267  BAL0402            -1.   BAL0467             1.
    SH040367  COST           604.418   TRAN0403            1.
    SH040367  BAL0403            -1.   BAL0467             1.
    SH040467  COST           560.282   TRAN0404            1.
    SH040467  BAL0404            -1.   BAL0467             1.
    SH040567  COST           740.504   TRAN0405            1.
    SH040567  BAL0405            -1.   BAL0467             1.
    SH040867  COST           561.508   TRAN0408            1.
    SH040867  BAL0483            -1.   BAL0467             1.
    SH040268  COST             490.4   TRAN0402            1.
    SH040268  BAL0402            -1.   BAL0468             1.
    SH040269  COST           270.946   TRAN0402            1.
    SH040269  BAL0402            -1.   BAL0469             1.
    SH040171  COST            539.44   TRAN0401            1.
    SH040171  BAL0401            -1.   BAL0471             1.
    SH040371  COST           642.424   TRAN0403            1.
    SH040371  BAL0403            -1.   BAL0471             1.
    SH040471  COST           638.746   TRAN0404            1.
    SH040471  BAL0404            -1.   BAL0471             1.
    SH040571  COST           712.306   TRAN0405            1.
    SH040571  BAL0405            -1.   BAL0471             1.
    SH040671  COST           479.366   TRAN0406            1.
    SH040671  BAL0452            -1.   BAL0471             1.
    SH040771  COST           863.104   TRAN0407            1.
    SH040771  BAL0464            -1.   BAL0471             1.
    SH040871  COST           653.458   TRAN0408            1.
    SH040871  BAL0483            -1.   BAL0471             1.
    SH040272  COST           665.718   TRAN0402            1.
    SH040272  BAL0402            -1.   BAL0472             1.
    SH040173  COST            478.14   TRAN0401            1.
    SH040173  BAL0401            -1.   BAL0473             1.
    SH040273  COST            447.49   TRAN0402            1.
    SH040273  BAL0402            -1.   BAL0473             1.
    SH040373  COST           414.388   TRAN0403            1.
    SH040373  BAL0403            -1.   BAL0473             1.
    SH040473  COST           560.282   TRAN0404            1.
    SH040473  BAL0404            -1.   BAL0473             1.
    SH040573  COST           691.464   TRAN0405            1.
    SH040573  BAL0405            -1.   BAL0473             1.
    SH040673  COST            373.93   TRAN0406            1.
    SH040673  BAL0452            -1.   BAL0473             1.
    SH040873  COST           617.904   TRAN0408            1.
    SH040873  BAL0483            -1.   BAL0473             1.
    SH040274  COST            257.46   TRAN0402            1.
    SH040274  BAL0402            -1.   BAL0474             1.
    SH040275  COST           679.204   TRAN0402            1.
    SH040275  BAL0402            -1.   BAL0475             1.
    SH040276  COST           491.626   TRAN0402            1.
    SH040276  BAL0402            -1.   BAL0476             1.
    SH040177  COST            533.31   TRAN0401            1.
    SH040177  BAL0401            -1.   BAL0477             1.
    SH040277  COST           333.472   TRAN0402            1.
    SH040277  BAL0402            -1.   BAL0477             1.
    SH040377  COST           565.186   TRAN0403            1.
    SH040377  BAL0403            -1.   BAL0477             1.
    SH040477  COST           491.626   TRAN0404            1.
    SH040477  BAL0404            -1.   BAL0477             1.
    SH040577  COST            686.56   TRAN0405            1.
    SH040577  BAL0405            -1.   BAL0477             1.
    SH040877  COST            392.32   TRAN0408            1.
    SH040877  BAL0483            -1.   BAL0477             1.
    SH040178  COST           932.986   TRAN0401            1.
    SH040178  BAL0401            -1.   BAL0478             1.
    SH040278  COST           541.892   TRAN0402            1.
    SH040278  BAL0402            -1.   BAL0478             1.
    SH040378  COST           959.958   TRAN0403            1.
    SH040378  BAL0403            -1.   BAL0478             1.
    SH040478  COST            839.81   TRAN0404            1.
    SH040478  BAL0404            -1.   BAL0478             1.
    SH040578  COST           1077.65   TRAN0405            1.
    SH040578  BAL0405            -1.   BAL0478             1.
    SH040878  COST           939.116   TRAN0408            1.
    SH040878  BAL0483            -1.   BAL0478             1.
    SH040279  COST           329.794   TRAN0402            1.
    SH040279  BAL0402            -1.   BAL0479             1.
    SH040480  COST           458.524   TRAN0404            1.
    SH040480  BAL0404            -1.   BAL0480             1.
    SH040182  COST           713.532   TRAN0401            1.
    SH040182  BAL0401            -1.   BAL0482             1.
    SH040282  COST           403.354   TRAN0402            1.
    SH040282  BAL0402            -1.   BAL0482             1.
    SH040382  COST            803.03   TRAN0403            1.
    SH040382  BAL0403            -1.   BAL0482             1.
    SH040482  COST           865.556   TRAN0404            1.
    SH040482  BAL0404            -1.   BAL0482             1.
    SH040582  COST           1406.22   TRAN0405            1.
    SH040582  BAL0405            -1.   BAL0482             1.
    SH040882  COST           959.958   TRAN0408            1.
    SH040882  BAL0483            -1.   BAL0482             1.
    SH040183  COST           217.002   TRAN0401            1.
    SH040183  BAL0401            -1.   BAL0483             1.
    SH040283  COST            637.52   TRAN0402            1.
    SH040283  BAL0402            -1.   BAL0483             1.
    SH040383  COST           333.472   TRAN0403            1.
    SH040383  BAL0403            -1.   BAL0483             1.
    SH040483  COST            72.334   TRAN0404            1.
    SH040483  BAL0404            -1.   BAL0483             1.
    SH040583  COST           425.422   TRAN0405            1.
    SH040583  BAL0405            -1.   BAL0483             1.
    SH040683  COST           304.048   TRAN0406            1.
    SH040683  BAL0452            -1.   BAL0483             1.
    SH040184  COST           372.704   TRAN0401            1.
    SH040184  BAL0401            -1.   BAL0484             1.
    SH040284  COST           235.392   TRAN0402            1.
    SH040284  BAL0402            -1.   BAL0484             1.
    SH040384  COST           446.264   TRAN0403            1.
    SH040384  BAL0403            -1.   BAL0484             1.
    SH040484  COST            453.62   TRAN0404            1.
    SH040484  BAL0404            -1.   BAL0484             1.
    SH040584  COST            600.74   TRAN0405            1.
    SH040584  BAL0405            -1.   BAL0484             1.
    SH040684  COST            373.93   TRAN0406            1.
    SH040684  BAL0452            -1.   BAL0484             1.
    SH040884  COST           475.688   TRAN0408            1.
    SH040884  BAL0483            -1.   BAL0484             1.
    TRSH0101  COST              116.   TRAN0101           -1.
    TRSH0102  COST              116.   TRAN0201           -1.
    TRSH0103  COST               58.   TRAN0301           -1.
    TRSH0104  COST              116.   TRAN0401           -1.
    TRSH0201  COST              116.   TRAN0102           -1.
    TRSH0202  COST              116.   TRAN0202           -1.
    TRSH0203  COST               58.   TRAN0302           -1.
    TRSH0204  COST              116.   TRAN0402           -1.
    TRSH0301  COST              116.   TRAN0103           -1.
    TRSH0302  COST              116.   TRAN0203           -1.
    TRSH0303  COST               58.   TRAN0303           -1.
    TRSH0304  COST              116.   TRAN0403           -1.
    TRSH0401  COST              116.   TRAN0104           -1.
    TRSH0402  COST              116.   TRAN0204           -1.
    TRSH0403  COST               58.   TRAN0304           -1.
    TRSH0404  COST              116.   TRAN0404           -1.
    TRSH0501  COST              116.   TRAN0105           -1.
    TRSH0502  COST              116.   TRAN0205           -1.
    TRSH0503  COST               58.   TRAN0305           -1.
    TRSH0504  COST              116.   TRAN0405           -1.
    TRSH0601  COST              116.   TRAN0106           -1.
    TRSH0602  COST              116.   TRAN0206           -1.
    TRSH0603  COST               58.   TRAN0306           -1.
    TRSH0604  COST              116.   TRAN0406           -1.
    TRSH0701  COST              116.   TRAN0107           -1.
    TRSH0702  COST              116.   TRAN0207           -1.
    TRSH0703  COST               58.   TRAN0307           -1.
    TRSH0704  COST              116.   TRAN0407           -1.
    TRSH0801  COST              116.   TRAN0108           -1.
    TRSH0802  COST              116.   TRAN0208           -1.
    TRSH0803  COST               58.   TRAN0308           -1.
    TRSH0804  COST              116.   TRAN0408           -1.
RHS
    RHS       REGMAX              6.   OVRMAX            126.
    RHS       REGMAX01            3.   REGMAX02            3.
    RHS       REGMAX04            3.   OVRMAX01           48.
    RHS       OVRMAX02           48.   OVRMAX04           30.
    RHS       BAL0104        1.43105   BAL0106        4.86558
    RHS       BAL0107        17.4588   BAL0108        7.15526
    RHS       BAL0109         8.3001   BAL0110        4.29316
    RHS       BAL0111          5.438   BAL0112        11.4484
    RHS       BAL0114        7.15526   BAL0115        12.0208
    RHS       BAL0116        6.86905   BAL0117        2.00347
    RHS       BAL0118        5.15179   BAL0119        11.4484
    RHS       BAL0120        2.00347   BAL0121        6.01042
    RHS       BAL0122        6.29663   BAL0123         8.3001
    RHS       BAL0125        1.71726   BAL0126        1.14484
    RHS       BAL0127        3.14832   BAL0128        1.71726
    RHS       BAL0129        6.86905   BAL0130        1.43105
    RHS       BAL0131        2.86211   BAL0132        1.43105
    RHS       BAL0133        2.86211   BAL0134        2.00347
    RHS       BAL0135        .858631   BAL0136        1.71726
    RHS       BAL0137        4.57937   BAL0138        5.72421
    RHS       BAL0139        7.72768   BAL0140        1.14484
    RHS       BAL0141        4.29316   BAL0142        9.73116
    RHS       BAL0143        5.15179   BAL0144        2.57589
    RHS       BAL0145        3.43453   BAL0146        3.43453
    RHS       BAL0147        1.71726   BAL0148        5.72421
    RHS       BAL0149        .572421   BAL0150        1.14484
    RHS       BAL0151        .286211   BAL0153        1.71726
    RHS       BAL0154        .858631   BAL0155        3.14832
    RHS       BAL0156        1.71726   BAL0157        2.00347
    RHS       BAL0158        6.29663   BAL0159        2.57589
    RHS       BAL0160        1.43105   BAL0163        1.71726
    RHS       BAL0165        2.28968   BAL0166        1.71726
    RHS       BAL0167        2.86211   BAL0168        .572421
    RHS       BAL0169        .858631   BAL0171        4.86558
    RHS       BAL0172        1.14484   BAL0173        2.00347
    RHS       BAL0174        1.14484   BAL0175        .572421
    RHS       BAL0176        .858631   BAL0177        9.15874
    RHS       BAL0178        3.14832   BAL0179        .572421
    RHS       BAL0180        .286211   BAL0182        2.00347
    RHS       BAL0184        3.72074   BAL0201       .0416318
    RHS       BAL0202       .0832636   BAL0206        .208159
    RHS       BAL0207        2.33138   BAL0208        .541213
    RHS       BAL0209        .582845   BAL0210        .624477
    RHS       BAL0211        .208159   BAL0212        1.08243
    RHS       BAL0214        .374686   BAL0215        5.07908
    RHS       BAL0216       .0832636   BAL0218       .0416318
    RHS       BAL0219       .0832636   BAL0221        .249791
    RHS       BAL0223       .0416318   BAL0227        .333054
    RHS       BAL0229       .0416318   BAL0231        .249791
    RHS       BAL0233       .0832636   BAL0236        .124895
    RHS       BAL0237        .291423   BAL0239        .749372
    RHS       BAL0240       .0416318   BAL0241        .291423
    RHS       BAL0242        .999163   BAL0243         .45795
    RHS       BAL0244        .124895   BAL0245        .166527
    RHS       BAL0246          .9159   BAL0247        .124895
    RHS       BAL0248        .291423   BAL0254       .0416318
    RHS       BAL0255        .208159   BAL0259        .208159
    RHS       BAL0263       .0416318   BAL0265        .333054
    RHS       BAL0266        1.16569   BAL0267        .707741
    RHS       BAL0268        1.49874   BAL0269        1.45711
    RHS       BAL0271        2.99749   BAL0272        .333054
    RHS       BAL0273        2.16485   BAL0274        1.54038
    RHS       BAL0275        .333054   BAL0276        1.29059
    RHS       BAL0277        1.16569   BAL0278          .9159
    RHS       BAL0279        1.54038   BAL0282        4.12155
    RHS       BAL0284        .791004   BAL0302       .0288241
    RHS       BAL0304        .115297   BAL0306         .49001
    RHS       BAL0307        2.99771   BAL0308        1.23944
    RHS       BAL0309        .576483   BAL0310        .201769
    RHS       BAL0311        .230593   BAL0312        1.49886
    RHS       BAL0314        .778252   BAL0315        1.29709
    RHS       BAL0316        .230593   BAL0317        .144121
    RHS       BAL0318        .201769   BAL0319        .518834
    RHS       BAL0320       .0576483   BAL0321        .230593
    RHS       BAL0322        1.09532   BAL0323        .691779
    RHS       BAL0325       .0288241   BAL0327        .201769
    RHS       BAL0328       .0864724   BAL0329         .34589
    RHS       BAL0331        .172945   BAL0332        .317065
    RHS       BAL0333        .115297   BAL0334        .144121
    RHS       BAL0336       .0288241   BAL0337       .0864724
    RHS       BAL0338        .518834   BAL0339        .778252
    RHS       BAL0340       .0864724   BAL0341        .201769
    RHS       BAL0342        1.29709   BAL0343        .201769
    RHS       BAL0344       .0864724   BAL0345        .201769
    RHS       BAL0346        .230593   BAL0347       .0576483
    RHS       BAL0348         .34589   BAL0352         .49001
    RHS       BAL0355        .518834   BAL0357       .0576483
    RHS       BAL0358        .403538   BAL0359        .115297
    RHS       BAL0365        .230593   BAL0366        .461186
    RHS       BAL0367        .230593   BAL0368        .288241
    RHS       BAL0369        .403538   BAL0371        2.36358
    RHS       BAL0372        .259417   BAL0373         .34589
    RHS       BAL0374        .605307   BAL0376        .201769
    RHS       BAL0377        .807076   BAL0378        .807076
    RHS       BAL0379        .144121   BAL0382        .634131
    RHS       BAL0384        .172945   BAL0402       .0922432
    RHS       BAL0404        .322851   BAL0406        .553459
    RHS       BAL0407        1.61426   BAL0408        .415094
    RHS       BAL0409        .830189   BAL0410        .461216
    RHS       BAL0411        .599581   BAL0412        1.01468
    RHS       BAL0414         1.0608   BAL0415         .87631
    RHS       BAL0416        .830189   BAL0417        .138365
    RHS       BAL0418        .368973   BAL0419        1.52201
    RHS       BAL0420        .461216   BAL0421        .645702
    RHS       BAL0422        .784067   BAL0423         1.0608
    RHS       BAL0425       .0461216   BAL0426        .184486
    RHS       BAL0427        .368973   BAL0428        .461216
    RHS       BAL0429        .691824   BAL0430          3.413
    RHS       BAL0431        .184486   BAL0432         .27673
    RHS       BAL0433        .322851   BAL0434        .553459
    RHS       BAL0435       .0922432   BAL0436       .0922432
    RHS       BAL0437        .922432   BAL0438        1.98323
    RHS       BAL0439         1.0608   BAL0440       .0922432
    RHS       BAL0441        .322851   BAL0442        1.15304
    RHS       BAL0443         .27673   BAL0444        .184486
    RHS       BAL0445        .968554   BAL0446       .0922432
    RHS       BAL0447       .0461216   BAL0448         .27673
    RHS       BAL0449         .27673   BAL0450        .507338
    RHS       BAL0451        .461216   BAL0453        1.66038
    RHS       BAL0454         .27673   BAL0455        .830189
    RHS       BAL0456         1.2914   BAL0457        .415094
    RHS       BAL0458        2.95178   BAL0459        .230608
    RHS       BAL0460        2.67505   BAL0463        .737946
    RHS       BAL0465         .27673   BAL0466        .230608
    RHS       BAL0467         .27673   BAL0468       .0461216
    RHS       BAL0469       .0461216   BAL0471        .599581
    RHS       BAL0472        .138365   BAL0473        .138365
    RHS       BAL0474        .138365   BAL0475       .0461216
    RHS       BAL0476       .0461216   BAL0477        1.01468
    RHS       BAL0478        .461216   BAL0479       .0461216
    RHS       BAL0480       .0922432   BAL0482        .138365
    RHS       BAL0484        .230608
ENDATA
