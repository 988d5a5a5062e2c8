// Interrupt router: masks 8 sources, picks the highest priority,
// and steers it to one of two CPU targets.
module irq_prio (
    input  [7:0] irq_i,
    output reg [2:0] id_o,
    output       any_o
);
    integer k;
    always @* begin
        id_o = 3'd0;
        for (k = 0; k < 8; k = k + 1)
            if (irq_i[k]) id_o = k[2:0];
    end
    assign any_o = |irq_i;
endmodule

module irq_router (
    input            clk,
    input            rst_n,
    input      [7:0] irq_src,
    input      [7:0] irq_mask,
    input      [7:0] target_sel,
    input            ack0,
    input            ack1,
    output reg       cpu0_irq,
    output reg       cpu1_irq,
    output reg [2:0] cpu0_id,
    output reg [2:0] cpu1_id
);
    reg  [7:0] pending;
    wire [7:0] masked = pending & irq_mask;
    wire [7:0] to0 = masked & ~target_sel;
    wire [7:0] to1 = masked &  target_sel;
    wire [2:0] id0, id1;
    wire       any0, any1;

    irq_prio u_prio0 (.irq_i(to0), .id_o(id0), .any_o(any0));
    irq_prio u_prio1 (.irq_in(to1), .id_o(id1), .any_o(any1));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pending  <= 8'd0;
            cpu0_irq <= 1'b0;
            cpu1_irq <= 1'b0;
            cpu0_id  <= 3'd0;
            cpu1_id  <= 3'd0;
        end else begin
            pending  <= (pending | irq_src)
                        & ~(ack0 ? (8'd1 << cpu0_id) : 8'd0)
                        & ~(ack1 ? (8'd1 << cpu1_id) : 8'd0);
            cpu0_irq <= any0;
            cpu1_irq <= any1;
            if (any0) cpu0_id <= id0;
            if (any1) cpu1_id <= id1;
        end
    end
endmodule
