// Fan/motor tachometer: counts sensor edges in a gate window timed by a divided clock, bus side reads the result on pclk.
module tachometer (
    input  wire        clk,        // 50 MHz system clock
    input  wire        pclk,       // peripheral bus clock, unrelated
    input  wire        rst_n,
    input  wire        tach_in,    // raw sensor pulse
    input  wire        rd_en,
    output reg  [15:0] rpm_word,   // pclk domain
    output reg         fresh       // pclk domain: new value since last read
);
    // clock divider: clk / 16 -> gate clock
    reg [2:0] div_cnt;
    reg       gate_clk;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt  <= 3'd0;
            gate_clk <= 1'b0;
        end else begin
            div_cnt <= div_cnt + 3'd1;
            if (div_cnt == 3'd7)
                gate_clk <= ~gate_clk;
        end
    end

    // edge detector and counter in clk domain
    reg [2:0]  tach_sync;
    reg [15:0] edges;
    reg        clr_req_q, clr_req_qq;
    reg        window_tgl;         // gate_clk domain toggle, declared here for use below
    wire       rise = tach_sync[1] & ~tach_sync[2];
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            tach_sync  <= 3'b000;
            edges      <= 16'd0;
            clr_req_q  <= 1'b0;
            clr_req_qq <= 1'b0;
        end else begin
            tach_sync  <= {tach_sync[1:0], tach_in};
            clr_req_q  <= window_tgl;
            clr_req_qq <= clr_req_q;
            if (clr_req_q ^ clr_req_qq)
                edges <= {15'd0, rise};
            else if (rise && edges != 16'hFFFF)
                edges <= edges + 16'd1;
        end
    end

    // gate clock domain: snapshot the count once per window
    reg [15:0] snap;
    always @(posedge gate_clk or negedge rst_n) begin
        if (!rst_n) begin
            snap       <= 16'd0;
            window_tgl <= 1'b0;
        end else begin
            snap       <= edges;
            window_tgl <= ~window_tgl;
        end
    end

    // bus domain: two-flop toggle synchronizer, then capture
    reg [2:0] tgl_sync;
    always @(posedge pclk or negedge rst_n) begin
        if (!rst_n) begin
            tgl_sync <= 3'b000;
            rpm_word <= 16'd0;
            fresh    <= 1'b0;
        end else begin
            tgl_sync <= {tgl_sync[1:0], window_tgl};
            if (tgl_sync[2] ^ tgl_sync[1]) begin
                rpm_word <= snap;
                fresh    <= 1'b1;
            end else if (rd_en) begin
                fresh <= 1'b0;
            end
        end
    end
endmodule
