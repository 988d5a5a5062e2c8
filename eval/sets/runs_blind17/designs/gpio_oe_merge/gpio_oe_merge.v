// gpio_oe_merge: merges output enables and data from the CPU register
// block and an alternate function (PWM) onto 8 GPIO pads.
// Bug under review: pad_out[1:0] is driven both by the alt-function
// assign and by the register process, and irq_sync is never assigned.
module gpio_oe_merge (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       reg_wr,
    input  wire       irq_clr,
    input  wire [7:0] reg_wdata,
    input  wire       alt_sel,
    input  wire [1:0] pwm_out,
    input  wire [7:0] pad_in,
    output reg  [7:0] pad_out,
    output wire [7:0] pad_oe,
    output wire       irq,
    output reg  [7:0] irq_status
);
    reg  [7:0] out_reg, oe_reg, in_prev;
    wire [7:0] irq_sync;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            out_reg <= 8'h00; oe_reg <= 8'h00; in_prev <= 8'h00;
        end else begin
            in_prev <= pad_in;
            if (reg_wr) begin
                out_reg <= reg_wdata;
                oe_reg  <= reg_wdata | 8'h03;
            end
        end
    end

    always @(posedge clk)
        pad_out <= out_reg;

    // alternate function overrides the two low pads
    assign pad_out[1:0] = alt_sel ? pwm_out : out_reg[1:0];

    assign pad_oe = oe_reg;
    assign irq    = |(irq_sync & (pad_in ^ in_prev));

    // sticky status of which pads changed while interrupts were enabled
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            irq_status <= 8'h00;
        else if (irq_clr)
            irq_status <= 8'h00;
        else
            irq_status <= irq_status | (irq_sync & (pad_in ^ in_prev));
    end
endmodule
