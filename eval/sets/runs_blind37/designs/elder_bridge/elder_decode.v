// elder_decode: one-hot row select for word-aligned addresses 0x00-0x0C.
module elder_decode (
    input  wire [7:0] addr,
    output wire [3:0] sel,
    output wire       valid
);
    assign valid = (addr[7:4] == 4'h0) && (addr[1:0] == 2'b00);
    assign sel   = valid ? (4'b0001 << addr[3:2]) : 4'b0000;
endmodule
