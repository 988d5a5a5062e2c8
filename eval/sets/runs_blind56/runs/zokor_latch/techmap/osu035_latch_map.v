// map yosys positive-enable latches onto the OSU035 LATCH cell (enable pin CLK)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
