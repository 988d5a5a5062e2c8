// vesuvianite_timer: programmable down-counting timer with prescaler, auto-reload and sticky interrupt
// The prescaler divides clk by PRESCALE; every prescaler tick the 16-bit counter decrements.
// On reaching zero: irq is set (sticky until irq_clr), and the counter reloads from load_val if
// auto_reload = 1, otherwise it stops.
// Parameter PRESCALE (default 100). Ports: clk, rst_n, start, auto_reload, load_val[15:0], irq_clr,
//        count[15:0], running, irq
module vesuvianite_timer #(
    parameter PRESCALE = 100
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire        auto_reload,
    input  wire [15:0] load_val,
    input  wire        irq_clr,
    output reg  [15:0] count,
    output reg         running,
    output reg         irq
);
    localparam PW = (PRESCALE > 1) ? $clog2(PRESCALE) : 1;

    reg  [PW-1:0] pre;
    wire          tick = running && (pre == PRESCALE - 1);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pre     <= {PW{1'b0}};
            count   <= 16'd0;
            running <= 1'b0;
            irq     <= 1'b0;
        end else begin
            if (irq_clr)
                irq <= 1'b0;
            if (start) begin
                pre     <= {PW{1'b0}};
                count   <= load_val;
                running <= (load_val != 16'd0);
            end else if (running) begin
                pre <= tick ? {PW{1'b0}} : pre + 1'b1;
                if (tick) begin
                    if (count == 16'd1) begin
                        irq <= 1'b1;
                        if (auto_reload) count <= load_val;
                        else begin count <= 16'd0; running <= 1'b0; end
                    end else begin
                        count <= count - 16'd1;
                    end
                end
            end
        end
    end
endmodule
