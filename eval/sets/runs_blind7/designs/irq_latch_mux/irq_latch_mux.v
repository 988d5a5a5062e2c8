// interrupt vector selector; incomplete assignments in the combinational block
module irq_latch_mux (
    input  wire [3:0] irq,
    input  wire       mask_en,
    input  wire [1:0] mode,
    output reg  [1:0] vec,
    output reg        irq_valid,
    output reg        nmi_flag
);
    always @(*) begin
        irq_valid = |irq;
        if (mask_en) begin
            casez (irq)
                4'b???1: vec = 2'd0;
                4'b??10: vec = 2'd1;
                4'b?100: vec = 2'd2;
                4'b1000: vec = 2'd3;
            endcase
        end
        if (mode == 2'b11)
            nmi_flag = irq[3];
    end
endmodule
