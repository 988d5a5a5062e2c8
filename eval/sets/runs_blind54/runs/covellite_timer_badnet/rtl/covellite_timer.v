// covellite_timer: 16-bit programmable timer with 8-bit prescaler, compare match and IRQ.
// Register writes (wr_en) select by addr: 0 = control {irq_en, auto_reload, enable},
// 1 = prescale value, 2 = compare value. On compare match the counter either reloads to 0
// (auto_reload) or stops, and irq is set until irq_ack.
module covellite_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        wr_en,
    input  wire [1:0]  addr,
    input  wire [15:0] wdata,
    input  wire        irq_ack,
    output reg  [15:0] count,
    output reg         irq
);
    reg [2:0]  ctrl;
    reg [7:0]  prescale, pre_cnt;
    reg [15:0] compare;

    wire enable      = ctrl[0];
    wire auto_reload = ctrl[1];
    wire irq_en      = ctrl[2];
    wire pre_tick    = (pre_cnt == prescale);
    wire hit         = enable && pre_tick && (count == compare);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ctrl <= 3'b000; prescale <= 8'd0; compare <= 16'hFFFF;
        end else if (wr_en) begin
            case (addr)
                2'd0: ctrl     <= wdata[2:0];
                2'd1: prescale <= wdata[7:0];
                2'd2: compare  <= wdata;
                default: ;
            endcase
        end else if (hit && !auto_reload)
            ctrl[0] <= 1'b0;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre_cnt <= 8'd0;
            count   <= 16'd0;
        end else if (enable) begin
            pre_cnt <= pre_tick ? 8'd0 : pre_cnt + 8'd1;
            if (pre_tick)
                count <= hit ? 16'd0 : count + 16'd1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            irq <= 1'b0;
        else if (hit && irq_en)
            irq <= 1'b1;
        else if (irq_ack)
            irq <= 1'b0;
    end
endmodule
