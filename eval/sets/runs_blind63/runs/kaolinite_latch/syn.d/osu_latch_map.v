module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire en;
    INVX1 inv (.A(E), .Y(en));
    LATCH _TECHMAP_REPLACE_ (.CLK(en), .D(D), .Q(Q));
endmodule
