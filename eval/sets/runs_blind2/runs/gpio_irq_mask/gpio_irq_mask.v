// GPIO interrupt masking and priority select.
// Combinational decode written with incomplete assignments.
module gpio_irq_mask (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] irq_raw,
    input  wire [3:0] irq_en,
    input  wire       cfg_wr,
    input  wire [1:0] cfg_mode,
    output reg  [1:0] irq_id,
    output reg        irq_any,
    output reg  [1:0] mode_q,
    output reg        irq_line
);
    wire [3:0] pending = irq_raw & irq_en;

    // Priority encode of the pending lines: no default, so irq_id holds
    // its value when nothing is pending.
    always @* begin
        irq_any = |pending;
        if (pending[3])
            irq_id = 2'd3;
        else if (pending[2])
            irq_id = 2'd2;
        else if (pending[1])
            irq_id = 2'd1;
        else if (pending[0])
            irq_id = 2'd0;
    end

    // Mode register written while cfg_wr is high (transparent while high).
    always @* begin
        if (cfg_wr)
            mode_q = cfg_mode;
    end

    // Registered interrupt line to the CPU.
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            irq_line <= 1'b0;
        else
            irq_line <= irq_any && (mode_q != 2'd0);
    end
endmodule
