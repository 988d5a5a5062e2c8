// irq_ctrl: 4-source interrupt controller with priority select
module irq_ctrl (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] irq_in,
    input  wire [3:0] irq_mask,
    input  wire [1:0] mode,
    input  wire       clr,
    output reg  [1:0] irq_id,
    output reg        irq_out,
    output reg  [3:0] pending
);
    wire [3:0] active = pending & ~irq_mask;
    reg  [3:0] vec_sel;

    // priority id
    always @(*) begin
        if (active[0])      irq_id = 2'd0;
        else if (active[1]) irq_id = 2'd1;
        else if (active[2]) irq_id = 2'd2;
        else                irq_id = 2'd3;
    end

    // vector select per mode
    always @(*) begin
        case (mode)
            2'b00: vec_sel = active;
            2'b01: vec_sel = {active[0], active[3:1]};
            2'b10: vec_sel = active & 4'b0011;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pending <= 4'd0;
            irq_out <= 1'b0;
        end else begin
            pending <= clr ? (irq_in & ~(4'b0001 << irq_id)) : (pending | irq_in);
            irq_out <= |vec_sel;
        end
    end
endmodule
