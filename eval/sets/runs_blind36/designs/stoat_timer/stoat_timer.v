// stoat_timer: 16-bit programmable timer/counter with prescaler, compare match, auto-reload and interrupt flag.
// Ports: clk, rst_n, we, addr[1:0], wdata[15:0] -> rdata[15:0], irq.
// Registers: 0 = control {.., irq_en, auto_reload, enable}, 1 = compare, 2 = prescaler (8 bit), 3 = counter (read only).
// Uses the prescaler sub-module stoat_presc (in this file).
module stoat_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        we,
    input  wire [1:0]  addr,
    input  wire [15:0] wdata,
    output reg  [15:0] rdata,
    output wire        irq
);
    reg  [2:0]  ctrl;
    reg  [15:0] compare;
    reg  [3:0]  presc_val;     // only 4 bits kept, see stoat_presc port
    reg  [15:0] counter;
    reg         flag;
    wire        tick;

    stoat_presc u_presc (.clk(clk), .rst_n(rst_n), .div(presc_val), .en(ctrl[0]), .tick(tick));

    wire match = (counter == compare);
    assign irq = flag & ctrl[2];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            ctrl      <= 3'b000;
            compare   <= 16'hFFFF;
            presc_val <= 4'd0;
            counter   <= 16'd0;
            flag      <= 1'b0;
        end else begin
            if (we) begin
                case (addr)
                    2'd0: ctrl      <= wdata[2:0];
                    2'd1: compare   <= wdata;
                    2'd2: presc_val <= wdata[7:0];
                    default: flag   <= flag & ~wdata[15];   // write 1 to bit 15 clears the flag
                endcase
            end
            if (tick) begin
                if (match) begin
                    flag    <= 1'b1;
                    counter <= ctrl[1] ? 16'd0 : counter;
                end else begin
                    counter <= counter + 1'b1;
                end
            end
        end
    end

    always @(*) begin
        case (addr)
            2'd0: rdata = {flag, 12'd0, ctrl};
            2'd1: rdata = compare;
            2'd2: rdata = presc_val;
            default: rdata = counter;
        endcase
    end
endmodule

// stoat_presc: divides clk by (div+1) and emits a one-cycle tick while en is high.
module stoat_presc (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] div,
    input  wire       en,
    output wire       tick
);
    reg [7:0] cnt;
    assign tick = en && (cnt == div);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)          cnt <= 8'd0;
        else if (!en || tick) cnt <= 8'd0;
        else                 cnt <= cnt + 1'b1;
    end
endmodule
