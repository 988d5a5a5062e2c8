// kite_timer: 16-bit programmable interval timer with an 8-bit prescaler (work in progress).
// Ports: clk, rst_n (async, active low), wr + addr[1:0] + wdata[15:0] register writes
//        (0 = control, 1 = reload, 2 = prescale), rdata (current count), irq (level,
//        cleared by writing control with bit 2 set).
// Control: bit0 enable, bit1 auto-reload, bit2 irq clear (self-clearing).
module kite_timer (
    input             clk,
    input             rst_n,
    input             wr,
    input      [1:0]  addr,
    input      [15:0] wdata,
    output     [15:0] rdata,
    output reg        irq
);
    reg [1:0]  ctrl;
    reg [15:0] reload;
    reg [7:0]  prescale;
    reg [7:0]  pre_cnt;
    reg [15:0] count;

    wire tick = (pre_cnt == prescale);

    assign rdata = count;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ctrl <= 2'b00; reload <= 16'hFFFF; prescale <= 8'd0;
            pre_cnt <= 8'd0; count <= 16'hFFFF; irq <= 1'b0;
        end else begin
            if (wr) begin
                case (addr)
                    2'd0: begin
                        ctrl <= wdata[1:0];
                        if (wdata[2]) irq <= 1'b0;
                    end
                    2'd1: begin
                        reload <= wdata;
                        count  <= wdata
                    end
                    2'd2: prescale <= wdata[7:0];
                    default: ;
                endcase
            end
            if (ctrl[0]) begin
                pre_cnt <= tick ? 8'd0 : pre_cnt + 1'b1;
                if (tick) begin
                    if (count == 16'd0) begin
                        irq <= 1'b1;
                        if (ctrl[1]) count <= reload;
                        else         ctrl[0] <= 1'b0;
                    end else begin
                        count <= count - 1'b1;
                    end
                end
            end
        end
    end
endmodule
