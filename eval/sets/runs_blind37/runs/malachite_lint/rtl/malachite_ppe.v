// malachite_ppe: fixed-priority picker, bit 0 highest; gnt is one-hot (or zero).
`timescale 1ns/1ps
module malachite_ppe (
    input  wire [3:0] req,
    output wire [3:0] gnt
);
    assign gnt = req & ~(req - 4'd1);
endmodule
